// The home page's contact form (docs/product.md#forms, #messages): the shared zod schema checks
// it before anything is sent; 'Enviando...' while sending; on success a notice and cleared
// fields; on failure the fields stay and the server's message (per field where it named one).
import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/field-error';
import { Link } from '../../components/link';
import { HONEYPOT_FIELD } from '../../../../common/api/submission';
import { formIssues } from '../../../../common/forms/issues';
import { FORM_LABELS } from '../../../../common/forms/labels';
import { pagePath } from '../../../../common/routes';
import { useLanguage } from '../../lib/language';
import { track } from '../../lib/analytics';
import { HoneypotField } from '../../components/honeypot-field';
import { NextStepsPanel } from '../../components/next-steps/next-steps-panel';
import { useBotCheck } from '../../lib/bot-check';
import { submitForm } from '../../lib/submit-form';
import { useEarlyInput } from '../../lib/early-input';
import { useHydrated } from '../../lib/use-hydrated';
import './contact-form.css';

// The shared schema (and zod with it) loads when the visitor starts filling in the form, not
// with the page: it is not needed to read the page (the JavaScript budget, docs/BENCHMARKS.md).
const loadSchema = () => import('../../../../common/forms/contact').then((module) => module.ContactFormSchema);

const FIELDS = ['nombreCompleto', 'email', 'telefono', 'asunto', 'mensaje'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { nombreCompleto: '', email: '', telefono: '', asunto: '', mensaje: '' };
const REQUIRED: ReadonlySet<Field> = new Set(['nombreCompleto', 'email', 'mensaje']);
const IGNORED: ReadonlySet<string> = new Set([HONEYPOT_FIELD]);

type Notice = { kind: 'success' | 'error'; text: string };

export function ContactForm() {
  const { t } = useTranslation(['home', 'forms']);
  const { lang } = useLanguage();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<Notice>();
  const [sending, setSending] = useState(false);
  /** The last request's reference, for the "what happens next" block under the form. */
  const [sentReference, setSentReference] = useState<string>();
  // One key per submission: a retry after a lost answer is recognised by the server.
  const idempotencyKey = useRef<string>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // Before the scripts run, a native submit would put personal data in the address.
  const hydrated = useHydrated();
  const botCheck = useBotCheck();
  useEarlyInput(
    formRef,
    (early) => {
      botCheck.start();
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(
          FIELDS.filter((field) => typeof early[field] === 'string').map((field) => [field, early[field]]),
        ),
      }));
    },
    IGNORED,
  );

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const parsed = (await loadSchema()).safeParse(values);
    if (!parsed.success) {
      const issues = formIssues(parsed.error);
      const missing = Object.values(issues).some((issue) => issue.code === 'validation.required');
      setNotice({ kind: 'error', text: t(missing ? 'contact.form.requiredFields' : 'forms:form.invalid') });
      showErrors(
        Object.fromEntries(
          Object.entries(issues).map(([field, issue]) => [field, t(`forms:${issue.code}`, issue.params)]),
        ),
      );
      return;
    }
    setSending(true);
    setNotice(undefined);
    setSentReference(undefined);
    idempotencyKey.current ??= crypto.randomUUID();
    const result = await submitForm({
      formType: FORM_LABELS.contact,
      formData: values,
      lang,
      idempotencyKey: idempotencyKey.current,
      honeypot: typeof honeypot === 'string' ? honeypot : undefined,
      proof: await botCheck.proof(),
    });
    setSending(false);
    if (result.ok) {
      idempotencyKey.current = undefined;
      botCheck.used();
      setValues(EMPTY);
      setErrors({});
      setSentReference(result.reference || undefined);
      setNotice({
        kind: 'success',
        text: result.reference
          ? `${t('contact.form.success')} ${t('contact.form.reference', { reference: result.reference })}`
          : t('contact.form.success'),
      });
      track('generate_lead', { form: 'contact', page_path: window.location.pathname });
      return;
    }
    const text =
      result.message ?? t(result.kind === 'rejected' ? 'contact.form.processError' : 'contact.form.sendError');
    setNotice({ kind: 'error', text });
    if (result.fieldErrors) {
      showErrors(
        Object.fromEntries(Object.entries(result.fieldErrors).map(([field, error]) => [field, error.message])),
      );
    }
  };

  const input = (field: Field, type: string, placeholder: string, autoComplete: string) => (
    <div className="contact-form__field">
      <label htmlFor={`contact-${field}`}>
        {t(`contact.form.${field}`)}
        <span className="contact-form__hint">
          {' '}
          ({REQUIRED.has(field) ? t('contact.form.required') : t('contact.form.optional')})
        </span>
      </label>
      {field === 'mensaje' ? (
        <textarea
          id={`contact-${field}`}
          name={field}
          rows={5}
          value={values[field]}
          placeholder={placeholder}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `contact-${field}-error` : undefined}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
      ) : (
        <input
          id={`contact-${field}`}
          name={field}
          type={type}
          value={values[field]}
          placeholder={placeholder}
          autoComplete={autoComplete}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `contact-${field}-error` : undefined}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
      )}
      {errors[field] && <FieldError id={`contact-${field}-error`}>{errors[field]}</FieldError>}
    </div>
  );

  return (
    <form
      ref={formRef}
      className="contact-form card"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        void loadSchema();
        botCheck.start();
      }}
      onInput={botCheck.start}
      aria-labelledby="contact-form-title"
    >
      <h3 id="contact-form-title">{t('contact.form.title')}</h3>
      {input('nombreCompleto', 'text', t('contact.form.namePlaceholder'), 'name')}
      {input('email', 'email', t('contact.form.emailPlaceholder'), 'email')}
      {input('telefono', 'tel', t('contact.form.phonePlaceholder'), 'tel')}
      {input('asunto', 'text', t('contact.form.subjectPlaceholder'), 'off')}
      {input('mensaje', 'text', t('contact.form.messagePlaceholder'), 'off')}
      <HoneypotField />
      <p className="contact-form__privacy">
        {t('contact.form.privacyNote')} <Link to={pagePath('privacy', lang)}>{t('contact.form.privacyLink')}</Link>
      </p>
      <button type="submit" className="button button--primary" disabled={sending || !hydrated}>
        {sending ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
      <div className={`contact-form__notice${notice ? ` is-${notice.kind}` : ''}`} role="status" aria-live="polite">
        {notice?.text}
      </div>
      {sentReference && <NextStepsPanel form="contact" reference={sentReference} />}
    </form>
  );
}
