// A service request form (docs/product.md#forms): blocks of questions from its layout, conditional
// questions that appear with their answer, documents with progress, and the privacy box, all as
// the form's definition in common/forms says; the sending, checking and answers are the shared
// form hook's (lib/use-lead-form.ts). On success a confirmation takes the form's place
// (components/form-outcome.tsx).
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../../common/routes';
import { FormOutcome } from '../../components/form-outcome';
import { HoneypotField } from '../../components/honeypot-field';
import { Link } from '../../components/link';
import { useLanguage } from '../../lib/language';
import { noteReentry } from '../../lib/saved-answers';
import { useLeadForm, type Answers, type Sent } from '../../lib/use-lead-form';
import { fieldKind } from './field-kind';
import { FieldError } from '../../components/field-error';
import { FilePicker } from './file-picker';
import { FORM_SHAPES } from './form-shapes';
import { useChosenFiles, withoutRefused } from './use-chosen-files';
import { FormField } from './form-field';
import { blockTitleKey, layoutBlocks, type FormLayout } from './layouts';
import './service-form.css';

// The schemas (and zod) load when the visitor first touches the form; fields are drawn from
// their build-time shapes (build/vite-plugins/form-shapes.ts).
const loadForms = () => import('../../../../common/forms/registry').then((module) => module.FORMS);

type Props = {
  layout: FormLayout;
  /** What replaces the form after success, given the lead's reference; the form's confirmation texts otherwise. */
  success?: (sent: Sent) => ReactNode;
  /** The analytics event of a sent request (default generate_lead). */
  leadEvent?: string;
};

export function ServiceForm({ layout, success, leadEvent }: Props) {
  const { t } = useTranslation(['service-forms', 'forms']);
  const { lang } = useLanguage();
  const form = FORM_SHAPES[layout.formKey];
  const blocks = layoutBlocks(layout, form);
  const privacyBox = layout.privacyInBlock ? undefined : form.privacyField;

  const question = (field: string) =>
    form.fields[field]?.showIf ?? form.uploads.find((rule) => rule.field === field)?.whenField;
  const shown = (field: string, answers: Answers) => {
    const on = question(field);
    return !on || answers[on] === 'si';
  };

  const lead = useLeadForm({
    formKey: layout.formKey,
    loadSchema: () => loadForms().then((forms) => forms[layout.formKey].schema),
    order: () => blocks.flatMap((block) => block.fields).concat(privacyBox ?? []),
    prepare: (answers) => {
      const asked = Object.fromEntries(Object.entries(answers).filter(([field]) => shown(field, answers)));
      const data = layout.prepare ? layout.prepare(asked) : { ...asked };
      const address = new URLSearchParams(window.location.search);
      for (const field of layout.fromAddress ?? []) data[field] = address.get(field) ?? undefined;
      return data;
    },
    // As they stand once every check has run: a send waits for them (use-chosen-files.ts).
    files: () =>
      form.uploads
        .filter((rule) => shown(rule.field, lead.values))
        .flatMap((rule) => (chosen.current()[rule.field] ?? []).map((file) => ({ field: rule.field, file }))),
    filesChecked: () => chosen.settled(),
    leadEvent,
    // A document the server refused leaves the list (its message names it).
    onRefused: (fieldErrors) => {
      for (const [field, list] of Object.entries(withoutRefused(chosen.current(), fieldErrors)))
        chosen.put(field, list);
    },
  });
  // A file's check notes the field for the kept answers and shows (or clears) its message.
  const chosen = useChosenFiles((field, list, error) => {
    noteReentry(layout.formKey, field, list.length > 0);
    lead.setError(field, error);
  });
  const { values, errors, sent } = lead;
  const privacyAccepted = !privacyBox || values[privacyBox] === true;

  return (
    <FormOutcome
      success={sent && (success ? success(sent) : <Confirmation layout={layout} {...sent} />)}
      status={
        sent ? (
          <>
            <span aria-hidden="true">✓ </span>
            {t('ui.sent')}
          </>
        ) : (
          lead.notice
        )
      }
      statusClassName={sent ? 'sf-toast' : 'sf-notice'}
      noticeFirst
    >
      <form className="sf-form" {...lead.formProps}>
        {lead.reentry && <p className="sf-reentry card">{lead.reentry}</p>}
        {blocks.map((block) => (
          <fieldset key={block.key} className="sf-block card">
            <legend>{t(blockTitleKey(layout.formKey, block.key))}</legend>
            {block.fields
              .filter((field) => shown(field, values))
              .map((field) => {
                const rule = form.uploads.find((upload) => upload.field === field);
                if (rule) {
                  return (
                    <FilePicker
                      key={field}
                      rule={rule}
                      files={chosen.files[field] ?? []}
                      error={errors[field]}
                      onChange={(list) => {
                        chosen.put(field, list);
                        noteReentry(layout.formKey, field, list.length > 0);
                        lead.setError(field, undefined);
                      }}
                      onCheck={(count, check) => chosen.check(field, count, check)}
                    />
                  );
                }
                const shape = form.fields[field]!;
                return (
                  <FormField
                    key={field}
                    name={field}
                    labelKey={layout.labels?.[field]}
                    kind={layout.kinds?.[field] ?? fieldKind(field, shape)}
                    options={shape.options}
                    required={!shape.optional}
                    value={values[field]}
                    error={errors[field]}
                    onChange={(value) => lead.set(field, value)}
                    min={shape.least ?? lead.day(shape.min)}
                    max={shape.most ?? lead.day(shape.max)}
                  />
                );
              })}
          </fieldset>
        ))}
        {privacyBox ? (
          <div className={`sf-field${errors[privacyBox] ? ' field-invalid' : ''}`}>
            <label className="sf-choice">
              <input
                type="checkbox"
                name={privacyBox}
                checked={privacyAccepted}
                aria-invalid={errors[privacyBox] ? true : undefined}
                aria-describedby={errors[privacyBox] ? 'field-privacy-error' : undefined}
                onChange={(event) => lead.set(privacyBox, event.target.checked)}
              />
              <span>
                {t('ui.privacyAccept')} <Link to={pagePath('privacy', lang)}>{t('ui.privacyLink')}</Link>
              </span>
            </label>
            {errors[privacyBox] && <FieldError id="field-privacy-error">{errors[privacyBox]}</FieldError>}
          </div>
        ) : (
          <p className="sf-hint">
            {t('ui.privacyNote')} <Link to={pagePath('privacy', lang)}>{t('ui.privacyLink')}</Link>
          </p>
        )}
        <HoneypotField />
        {lead.progress !== undefined && (
          <div className="sf-progress">
            <label htmlFor="sf-progress">{t('ui.uploading', { percent: lead.progress })}</label>
            <progress id="sf-progress" max={100} value={lead.progress} />
          </div>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={lead.sending || lead.waiting || !lead.hydrated || !privacyAccepted}
          aria-describedby={privacyAccepted ? undefined : 'sf-privacy-first'}
        >
          {lead.waiting
            ? t('ui.checkingFiles', { count: Math.max(1, chosen.checking) })
            : lead.sending
              ? t('ui.sending')
              : t('ui.submit')}
        </button>
        {/* A faded button says why it cannot be pressed. */}
        {!privacyAccepted && (
          <p id="sf-privacy-first" className="sf-hint">
            {t('ui.privacyFirst')}
          </p>
        )}
      </form>
    </FormOutcome>
  );
}

// What happens next loads with the confirmation, not with the form: on these pages even the small
// wrapper the other forms share (components/next-steps/next-steps-panel.tsx) would go over the
// JavaScript budget before interaction (docs/BENCHMARKS.md).
const NextSteps = lazy(() => import('../../components/next-steps/next-steps'));

/** The form's own confirmation, when the page gives none: its texts, what happens next (with the reference), the way home. */
function Confirmation({ layout, ...sent }: Sent & { layout: FormLayout }) {
  const { t } = useTranslation('service-forms');
  const { lang } = useLanguage();
  return (
    <section className="sf-success card" aria-labelledby="sf-success-title">
      <h2 id="sf-success-title">{t(`forms.${layout.formKey}.successTitle`)}</h2>
      <p>{t(`forms.${layout.formKey}.successText`)}</p>
      <Suspense fallback={<p className="next-steps__reference">{sent.reference}</p>}>
        <NextSteps form={layout.formKey} {...sent} />
      </Suspense>
      <Link className="button button--primary" to={pagePath('home', lang)}>
        {t('ui.successHome')}
      </Link>
    </section>
  );
}
