// The home page's contact form (docs/product.md#forms, #messages), run by the shared form hook
// (lib/use-lead-form.ts): the shared zod schema checks it before anything is sent; 'Enviando...'
// while sending; on failure the fields stay and the server's message (per field where it named
// one); on success a confirmation in its place (components/form-outcome.tsx), from which the
// visitor can write again.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../../common/routes';
import { FieldError } from '../../components/field-error';
import { FormOutcome } from '../../components/form-outcome';
import { HoneypotField } from '../../components/honeypot-field';
import { Link } from '../../components/link';
import { NextStepsPanel } from '../../components/next-steps/next-steps-panel';
import { useLanguage } from '../../lib/language';
import { useLeadForm } from '../../lib/use-lead-form';
import './contact-form.css';

// The shared schema (and zod with it) loads when the visitor starts filling in the form, not
// with the page: it is not needed to read the page (the JavaScript budget, docs/BENCHMARKS.md).
const loadSchema = () => import('../../../../common/forms/contact').then((module) => module.ContactFormSchema);

const FIELDS = ['nombreCompleto', 'email', 'telefono', 'asunto', 'mensaje'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: ReadonlySet<Field> = new Set(['nombreCompleto', 'email', 'mensaje']);

export function ContactForm() {
  const { t } = useTranslation(['home', 'forms', 'home-body']);
  const { lang } = useLanguage();
  const lead = useLeadForm({ formKey: 'contact', loadSchema, order: () => FIELDS });
  const { values, errors, sent } = lead;

  // Opened from a pack's page (?pack=professional): the subject names the pack, so the request
  // and the advisor's email say which pack the visitor asks about.
  useEffect(() => {
    const pack = new URLSearchParams(window.location.search).get('pack');
    if (pack === 'student' || pack === 'professional' || pack === 'family') {
      lead.set('asunto', t('contact.form.packSubject', { pack: t(`home-body:packs.items.${pack}.name`) }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form opens
  }, []);

  const input = (field: Field, type: string, placeholder: string, autoComplete: string) => {
    const props = {
      id: `contact-${field}`,
      name: field,
      value: typeof values[field] === 'string' ? values[field] : '',
      placeholder,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
      onChange: (event: { target: { value: string } }) => lead.set(field, event.target.value),
    };
    return (
      <div className="contact-form__field">
        <label htmlFor={`contact-${field}`}>
          {t(`contact.form.${field}`)}
          <span className="contact-form__hint">
            {' '}
            ({REQUIRED.has(field) ? t('contact.form.required') : t('contact.form.optional')})
          </span>
        </label>
        {field === 'mensaje' ? (
          <textarea rows={5} {...props} />
        ) : (
          <input type={type} autoComplete={autoComplete} {...props} />
        )}
        {errors[field] && <FieldError id={`contact-${field}-error`}>{errors[field]}</FieldError>}
      </div>
    );
  };

  // The confirmation: its heading, then the notice (the live region), what happens next and a way to write again.
  const success = sent && <h3 id="contact-form-title">{t('contact.form.successTitle')}</h3>;

  return (
    <div className="contact-form card">
      {!sent && <h3 id="contact-form-title">{t('contact.form.title')}</h3>}
      <FormOutcome
        success={success}
        status={
          // The reference is in the confirmation's next steps, once.
          sent ? t('contact.form.success') : lead.notice
        }
        statusClassName={`contact-form__notice${sent ? ' is-success' : lead.notice ? ' is-error' : ''}`}
      >
        <form className="contact-form__form" aria-labelledby="contact-form-title" {...lead.formProps}>
          {input('nombreCompleto', 'text', t('contact.form.namePlaceholder'), 'name')}
          {input('email', 'email', t('contact.form.emailPlaceholder'), 'email')}
          {input('telefono', 'tel', t('contact.form.phonePlaceholder'), 'tel')}
          {input('asunto', 'text', t('contact.form.subjectPlaceholder'), 'off')}
          {input('mensaje', 'text', t('contact.form.messagePlaceholder'), 'off')}
          <HoneypotField />
          <p className="contact-form__privacy">
            {t('contact.form.privacyNote')} <Link to={pagePath('privacy', lang)}>{t('contact.form.privacyLink')}</Link>
          </p>
          <button type="submit" className="button button--primary" disabled={lead.sending || !lead.hydrated}>
            {lead.sending ? t('contact.form.sending') : t('contact.form.submit')}
          </button>
        </form>
      </FormOutcome>
      {sent && (
        <>
          {sent.reference && <NextStepsPanel form="contact" {...sent} />}
          <button type="button" className="button button--secondary contact-form__again" onClick={lead.again}>
            {t('contact.form.again')}
          </button>
        </>
      )}
    </div>
  );
}
