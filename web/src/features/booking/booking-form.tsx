// Who books (docs/decisions/0055-booking-on-the-site.md): name, email, phone or WhatsApp, an
// optional topic and the privacy box, checked by the booking's shared schema before sending,
// with the same bot check as the forms (its proof asked for the booking). Messages by their
// fields and one summary in a live region; the first field at fault gets the focus. A refusal
// offers WhatsApp and email; a time lost meanwhile offers the nearest free ones.
import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { BUSINESS } from '../../../../common/business';
import type { BookingConfirmed } from '../../../../common/booking/booking-api';
import { BOOKING_FIELDS, type BookingField as Field } from '../../../../common/booking/booking-fields';
import type { BookingKind } from '../../../../common/booking/booking-kinds';
import { pagePath } from '../../../../common/routes';
import { FieldError } from '../../components/field-error';
import { HoneypotField } from '../../components/honeypot-field';
import { Link } from '../../components/link';
import { useBotCheck } from '../../lib/bot-check';
import { useLanguage } from '../../lib/language';
import { whatsappUrl } from '../../lib/whatsapp';
import { HONEYPOT_FIELD } from '../../../../common/api/submission';
import { visitorZone } from './slot-times';

type Props = {
  kind: BookingKind;
  startsAt: string;
  chosenTime: ReactNode;
  onChangeTime: () => void;
  onBooked: (booked: BookingConfirmed, email: string) => void;
  /** The time was taken meanwhile: these are the nearest free ones. */
  onTaken: (nearest: string[]) => void;
};

const loadChecks = () =>
  Promise.all([
    import('../../../../common/booking/booking-form'),
    import('../../../../common/forms/issues'),
    import('./send-booking'),
  ]);

export function BookingForm({ kind, startsAt, chosenTime, onChangeTime, onBooked, onTaken }: Props) {
  const { t } = useTranslation(['booking', 'forms']);
  const { lang } = useLanguage();
  const botCheck = useBotCheck('booking');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string>();
  const [refused, setRefused] = useState(false);
  const [sending, setSending] = useState(false);

  const set = (field: Field, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const show = (found: Partial<Record<Field, string>>, summary: string) => {
    setErrors(found);
    setNotice(summary);
    const first = BOOKING_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const [{ BookingFormSchema }, { formIssues }, { sendBooking }] = await loadChecks();
    const parsed = BookingFormSchema.safeParse(values);
    if (!parsed.success) {
      const issues = formIssues(parsed.error);
      show(
        Object.fromEntries(
          Object.entries(issues).map(([field, issue]) => [field, t(`forms:${issue.code}`, issue.params)]),
        ),
        t('forms:form.invalid'),
      );
      return;
    }
    setSending(true);
    setNotice(undefined);
    setRefused(false);
    const honeypot = formRef.current ? new FormData(formRef.current).get(HONEYPOT_FIELD) : null;
    const outcome = await sendBooking({
      kind,
      startsAt,
      formData: values,
      lang,
      timeZone: visitorZone(),
      honeypot: typeof honeypot === 'string' ? honeypot : undefined,
      botCheck: await botCheck.proof(),
    });
    setSending(false);
    if (outcome.ok) {
      botCheck.used();
      onBooked(outcome, parsed.data.email);
      return;
    }
    if (outcome.kind === 'taken') return onTaken(outcome.nearest);
    if (outcome.kind === 'network') return show({}, t('form.network'));
    // The proof is spent or missing after a refusal: the next try asks for a new one.
    botCheck.used();
    setRefused(true);
    show(
      Object.fromEntries(Object.entries(outcome.fieldErrors ?? {}).map(([field, error]) => [field, error.message])),
      outcome.message,
    );
  };

  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `bk-${field}-error` } : {};
  const error = (field: Field) => errors[field] && <FieldError id={`bk-${field}-error`}>{errors[field]}</FieldError>;
  const label = (field: Field, key: 'form.name' | 'form.email' | 'form.phone' | 'form.topic', required = true) => (
    <label htmlFor={`bk-${field}`}>
      {t(key)} <span className="bk-hint">({t(required ? 'form.required' : 'form.optional')})</span>
    </label>
  );
  const text = (field: Exclude<Field, 'acceptPrivacyPolicy'>, type: string, autoComplete: string) => (
    <input
      id={`bk-${field}`}
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={typeof values[field] === 'string' ? values[field] : ''}
      onChange={(event) => set(field, event.target.value)}
      {...described(field)}
    />
  );

  return (
    <form
      ref={formRef}
      className="bk-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={botCheck.start}
      aria-labelledby="bk-form-heading"
    >
      <h2 id="bk-form-heading">{t('form.heading')}</h2>
      <p className="bk-chosen">
        <span>{chosenTime}</span>
        <button type="button" className="button button--secondary" onClick={onChangeTime}>
          {t('form.change')}
        </button>
      </p>
      <div className="bk-field">
        {label('nombreCompleto', 'form.name')}
        {text('nombreCompleto', 'text', 'name')}
        {error('nombreCompleto')}
      </div>
      <div className="bk-field">
        {label('email', 'form.email')}
        {text('email', 'email', 'email')}
        {error('email')}
      </div>
      <div className="bk-field">
        {label('telefono', 'form.phone')}
        {text('telefono', 'tel', 'tel')}
        {error('telefono')}
      </div>
      <div className="bk-field">
        {label('tema', 'form.topic', false)}
        <textarea
          id="bk-tema"
          name="tema"
          rows={3}
          value={typeof values.tema === 'string' ? values.tema : ''}
          onChange={(event) => set('tema', event.target.value)}
          {...described('tema')}
        />
        {error('tema')}
      </div>
      <div className="bk-field">
        <div className="bk-check">
          <input
            id="bk-acceptPrivacyPolicy"
            name="acceptPrivacyPolicy"
            type="checkbox"
            checked={values.acceptPrivacyPolicy === true}
            onChange={(event) => set('acceptPrivacyPolicy', event.target.checked)}
            {...described('acceptPrivacyPolicy')}
          />
          <label htmlFor="bk-acceptPrivacyPolicy">
            <Trans t={t} i18nKey="form.privacy" components={{ privacyLink: <Link to={pagePath('privacy', lang)} /> }} />
          </label>
        </div>
        {error('acceptPrivacyPolicy')}
      </div>
      <HoneypotField />
      <p className="bk-hint">{t('form.video')}</p>
      <div role="status" aria-live="polite">
        {notice && <FieldError>{notice}</FieldError>}
      </div>
      {refused && (
        <div className="bk-actions">
          <span>{t('form.orContact')}</span>
          <a className="button button--whatsapp" href={whatsappUrl(t('form.whatsappMessage'))}>
            {t('form.whatsapp')}
          </a>
          <a className="button button--secondary" href={`mailto:${BUSINESS.email}`}>
            {t('form.emailUs')}
          </a>
        </div>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
