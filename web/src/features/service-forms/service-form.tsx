// A service request form (docs/product.md#forms): blocks of questions from its layout, conditional
// questions that appear with their answer, documents with progress, the shared zod schema
// checked before sending (messages next to the fields, focus on the first), 'Enviando...'
// while sending, and on success a confirmation in place of the form. On failure nothing
// typed is lost.
import { useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD } from '../../../../common/api/submission';
import { Link } from '../../components/link';
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
import { fieldKind } from './field-kind';
import { FORM_SHAPES } from './form-shapes';
import { FieldError } from '../../components/field-error';
import { FileField, withoutRefused } from './file-field';
import { FormField, type FieldValue } from './form-field';
import type { FormLayout } from './layouts';
import './service-form.css';

type Errors = Record<string, string>;
const IGNORED: ReadonlySet<string> = new Set([HONEYPOT_FIELD]);

// The schemas (and zod) load when the visitor first touches the form; fields are drawn from
// their build-time shapes (build/vite-plugins/form-shapes.ts).
const loadForms = () => import('../../../../common/forms/registry').then((module) => module.FORMS);

type Props = {
  layout: FormLayout;
  /** What replaces the form after success, given the lead's reference; the form's confirmation texts otherwise. */
  success?: (reference: string) => ReactNode;
  /** The analytics event of a sent request (default generate_lead). */
  leadEvent?: string;
};

export function ServiceForm({ layout, success, leadEvent = 'generate_lead' }: Props) {
  const { t } = useTranslation(['service-forms', 'forms']);
  const { lang } = useLanguage();
  const form = FORM_SHAPES[layout.formKey];
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const [files, setFiles] = useState<Record<string, File[]>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [sending, setSending] = useState(false);
  /** The reference the intake answered (APB-1042), once sent. */
  const [sent, setSent] = useState<{ reference: string }>();
  const idempotencyKey = useRef<string>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const botCheck = useBotCheck();
  useEarlyInput(
    formRef,
    (early) => {
      botCheck.start();
      setValues((current) => ({ ...early, ...current }));
    },
    IGNORED,
  );

  const visible = (field: string) => {
    // A field the schema does not have (the BSN when the firm stops collecting it) is never shown.
    if (!(field in form.fields) && !form.uploads.some((rule) => rule.field === field)) return false;
    const question = layout.showIf?.[field];
    return !question || values[question] === 'si';
  };
  const privacyAccepted = !layout.privacyField || values[layout.privacyField] === true;

  const showErrors = (found: Errors, message: string) => {
    setErrors(found);
    setNotice(message);
    const first = layout.blocks
      .flatMap((block) => block.fields)
      .concat(layout.privacyField ?? [])
      .find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"], #field-${first}`)?.focus();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const answers = Object.fromEntries(Object.entries(values).filter(([field]) => visible(field)));
    const data = layout.prepare ? layout.prepare(answers, window.location.search) : answers;
    const parsed = (await loadForms())[layout.formKey].schema.safeParse(data);
    if (!parsed.success) {
      const issues = formIssues(parsed.error);
      const codes = Object.values(issues).map((issue) => issue.code);
      // As the server summarises: a missing answer first; the privacy box alone gets its own text.
      const summary = codes.includes('validation.required')
        ? t('ui.requiredFields')
        : codes.every((code) => code === 'validation.privacy')
          ? t('forms:validation.privacy')
          : t('ui.invalid');
      showErrors(
        Object.fromEntries(
          Object.entries(issues).map(([field, issue]) => [field, t(`forms:${issue.code}`, issue.params)]),
        ),
        summary,
      );
      return;
    }
    setSending(true);
    setNotice(undefined);
    idempotencyKey.current ??= crypto.randomUUID();
    const uploads = form.uploads
      .filter((rule) => visible(rule.field))
      .flatMap((rule) => (files[rule.field] ?? []).map((file) => ({ field: rule.field, file })));
    const honeypot = formRef.current ? new FormData(formRef.current).get(HONEYPOT_FIELD) : null;
    const result = await submitForm({
      formType: FORM_LABELS[layout.formKey],
      formData: data,
      lang,
      idempotencyKey: idempotencyKey.current,
      files: uploads,
      onProgress: setProgress,
      honeypot: typeof honeypot === 'string' ? honeypot : undefined,
      proof: await botCheck.proof(),
    });
    setSending(false);
    setProgress(undefined);
    if (result.ok) {
      botCheck.used();
      setSent({ reference: result.reference });
      track(leadEvent, { form: layout.formKey, page_path: window.location.pathname });
      window.scrollTo({ top: 0 });
      return;
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors ?? {}).map(([field, error]) => [field, error.message]),
    );
    setFiles((current) => withoutRefused(current, result.fieldErrors));
    showErrors(fieldErrors, result.message ?? t(result.kind === 'rejected' ? 'ui.processError' : 'ui.sendError'));
  };

  if (sent) {
    // The success notice (docs/product.md#messages) above the confirmation.
    return (
      <>
        <p className="sf-toast" role="status">
          <span aria-hidden="true">✓ </span>
          {t('ui.sent')}
        </p>
        {success ? (
          success(sent.reference)
        ) : (
          <section className="sf-success card" aria-labelledby="sf-success-title">
            <h2 id="sf-success-title">{t(`forms.${layout.formKey}.successTitle`)}</h2>
            <p>{t(`forms.${layout.formKey}.successText`)}</p>
            <NextStepsPanel form={layout.formKey} reference={sent.reference} />
            <Link className="button button--primary" to={pagePath('home', lang)}>
              {t('ui.successHome')}
            </Link>
          </section>
        )}
      </>
    );
  }

  const set = (field: string, value: FieldValue) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <form
      ref={formRef}
      className="sf-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => {
        void loadForms();
        botCheck.start();
      }}
      onInput={botCheck.start}
    >
      {layout.blocks.map((block) => (
        <fieldset key={block.key} className="sf-block card">
          <legend>{t(`forms.${layout.formKey}.blocks.${block.key}`)}</legend>
          {block.fields.filter(visible).map((field) => {
            const rule = form.uploads.find((upload) => upload.field === field);
            if (rule) {
              return (
                <FileField
                  key={field}
                  rule={rule}
                  files={files[field] ?? []}
                  error={errors[field]}
                  onChange={(chosen, error) => {
                    setFiles((current) => ({ ...current, [field]: chosen }));
                    setErrors(({ [field]: _cleared, ...rest }) => (error ? { ...rest, [field]: error } : rest));
                  }}
                />
              );
            }
            const fieldShapeOf = form.fields[field]!;
            return (
              <FormField
                key={field}
                name={field}
                labelKey={layout.labels?.[field]}
                kind={layout.kinds?.[field] ?? fieldKind(field, fieldShapeOf)}
                options={fieldShapeOf.options}
                required={!fieldShapeOf.optional || Boolean(layout.showIf?.[field])}
                value={values[field]}
                error={errors[field]}
                onChange={(value) => set(field, value)}
              />
            );
          })}
        </fieldset>
      ))}
      {layout.privacyField ? (
        <div className={`sf-field${errors[layout.privacyField] ? ' field-invalid' : ''}`}>
          <label className="sf-choice">
            <input
              type="checkbox"
              name={layout.privacyField}
              checked={privacyAccepted}
              aria-invalid={errors[layout.privacyField] ? true : undefined}
              aria-describedby={errors[layout.privacyField] ? 'field-privacy-error' : undefined}
              onChange={(event) => set(layout.privacyField!, event.target.checked)}
            />
            <span>
              {t('ui.privacyAccept')} <Link to={pagePath('privacy', lang)}>{t('ui.privacyLink')}</Link>
            </span>
          </label>
          {errors[layout.privacyField] && (
            <FieldError id="field-privacy-error">{errors[layout.privacyField]}</FieldError>
          )}
        </div>
      ) : (
        <p className="sf-hint">
          {t('ui.privacyNote')} <Link to={pagePath('privacy', lang)}>{t('ui.privacyLink')}</Link>
        </p>
      )}
      <HoneypotField />
      {progress !== undefined && (
        <div className="sf-progress">
          <label htmlFor="sf-progress">{t('ui.uploading', { percent: progress })}</label>
          <progress id="sf-progress" max={100} value={progress} />
        </div>
      )}
      <button type="submit" className="button button--primary" disabled={sending || !hydrated || !privacyAccepted}>
        {sending ? t('ui.sending') : t('ui.submit')}
      </button>
      <div className="sf-notice" role="status" aria-live="polite">
        {notice}
      </div>
    </form>
  );
}
