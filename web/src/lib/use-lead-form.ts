// The one state machine of the nine forms (docs/product.md#forms, #messages): the answers (with
// those typed before the page's script ran and those kept in session storage across a reload or
// the language switch), the shared zod schema checked before sending (messages by the fields,
// focus on the first, one summary: common/forms/summary.ts), 'Enviando...' while sending, the
// server's answer, and once it is stored the reference, which the form's success branch shows
// (components/form-outcome.tsx). On failure nothing typed is lost.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '../../../common/api/submission';
import { dayIso, type DayBound } from '../../../common/forms/days';
import { FORM_LABELS } from '../../../common/forms/labels';
import type { FormKey } from '../../../common/forms/registry';
import { track } from './analytics';
import { useBotCheck } from './bot-check';
import { readEarlyInput, type EarlyValue } from './early-input';
import { useLanguage } from './language';
import { isSensitiveField } from '../../../common/forms/sensitive-fields';
import {
  clearSavedAnswers,
  noteReentry,
  readReentry,
  readSavedAnswers,
  saveAnswers,
  type Answers,
} from './saved-answers';
import { useHydrated } from './use-hydrated';

export type { Answers } from './saved-answers';
/** A document sent with a request: the upload field it came in, and its file's name. */
export type SentFile = { field: string; name: string };
/** A stored request: its reference, whether it is held to be checked before anything is sent
 * (docs/decisions/0043), what was sent, which the confirmation reads (the documents still needed),
 * and the token that opens the visitor's own request page (common/visitor-links.ts). */
export type Sent = {
  reference: string;
  review?: boolean;
  answers: Record<string, unknown>;
  files: SentFile[];
  visitorToken?: string;
};
type Errors = Record<string, string>;

const IGNORED: ReadonlySet<string> = new Set([HONEYPOT_FIELD]);

const withoutField = (errors: Errors, field: string): Errors => {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
};

// What checks and sends a form loads as the visitor starts, not with the page: the JavaScript
// budget before interaction (docs/BENCHMARKS.md).
const loadSending = () =>
  Promise.all([
    import('../../../common/forms/issues'),
    import('../../../common/forms/summary'),
    import('./submit-form'),
  ]);

type Options = {
  formKey: FormKey;
  /** The form's schema, loaded when the visitor starts (zod stays off the page before: docs/BENCHMARKS.md). */
  loadSchema: () => Promise<z.ZodType>;
  /** The field names in the order shown: the first one with an error gets the focus. */
  order: () => readonly string[];
  /** The formData to check and send, made from the answers (e.g. hidden questions left out). */
  prepare?: (answers: Answers) => Record<string, unknown>;
  /** The documents that go along (tax and ZZP forms). */
  files?: () => { field: string; file: File }[];
  /** While chosen documents are still being checked: waits for the checks, answering the messages
   * of the files they refused (then nothing is sent); undefined when none is. */
  filesChecked?: () => Promise<Errors> | undefined;
  /** The analytics event of a sent request. */
  leadEvent?: string;
  /** The server refused the request, naming these fields. */
  onRefused?: (fieldErrors: Record<string, { code: string; message: string }> | undefined) => void;
};

export function useLeadForm(options: Options) {
  const { formKey, loadSchema, order, prepare, files, filesChecked, leadEvent = 'generate_lead', onRefused } = options;
  const { t } = useTranslation('forms');
  const { lang } = useLanguage();
  const [values, setValues] = useState<Answers>({});
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string>();
  /** After a reload or the language switch: the kept answers' note naming those to fill in again. */
  const [reentry, setReentry] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [sending, setSending] = useState(false);
  /** Send was pressed while a chosen document was still being checked: the form waits for it. */
  const [waiting, setWaiting] = useState(false);
  /** The reference the intake answered (APB-1042), once the request is stored. */
  const [sent, setSent] = useState<Sent>();
  // One key per submission: a retry after a lost answer is recognised by the server.
  const idempotencyKey = useRef<string>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // Before the scripts run, a native submit would put personal data in the address.
  const hydrated = useHydrated();
  const botCheck = useBotCheck(formKey);

  const update = (change: (current: Answers) => Answers) =>
    setValues((current) => {
      const next = change(current);
      saveAnswers(formKey, next);
      return next;
    });

  useEffect(() => {
    // Kept answers first, then what was typed into the server's HTML before hydration (newer).
    // The bot check starts as if typed now: its minimum fill time runs from here, and sending
    // waits for it rather than failing (docs/decisions/0021-bot-check.md).
    const early = formRef.current ? readEarlyInput(formRef.current, IGNORED) : {};
    const restored = { ...readSavedAnswers(formKey), ...early };
    if (Object.keys(restored).length === 0) return;
    botCheck.start();
    update((current) => ({ ...restored, ...current }));
    // After a reload or the language switch: the answers that could not come back, by name.
    const lost = readReentry(formKey).filter((field) => !(field in early));
    if (lost.length)
      setReentry(t('form.reenter', { fields: lost.map((field) => t(`fields.${field}` as 'fields.bsn')).join(', ') }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later changes go through set()
  }, []);

  const setError = (field: string, error: string | undefined) =>
    setErrors((current) =>
      error ? { ...current, [field]: error } : field in current ? withoutField(current, field) : current,
    );

  // A changed answer drops its field's message: the visitor is fixing it, and the form checks again on sending.
  const set = (field: string, value: EarlyValue) => {
    if (isSensitiveField(field)) noteReentry(formKey, field, value !== '');
    update((current) => ({ ...current, [field]: value }));
    setError(field, undefined);
  };

  const showErrors = (found: Errors, summary: string) => {
    setErrors(found);
    setNotice(summary);
    const first = order().find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"], #field-${first}`)?.focus();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || waiting) return;
    // A document chosen a moment ago goes with the request once checked; one the check refuses is
    // named by its field, and nothing goes until she has seen it.
    const checks = filesChecked?.();
    if (checks) setWaiting(true);
    const [refused, schema, [{ formIssues }, { summaryKey }, { submitForm }]] = await Promise.all([
      checks ?? {},
      loadSchema(),
      loadSending(),
    ]);
    setWaiting(false);
    const data = prepare ? prepare(values) : values;
    const parsed = schema.safeParse(data);
    if (!parsed.success || Object.keys(refused).length > 0) {
      const issues = parsed.success ? {} : formIssues(parsed.error);
      const messages = Object.entries(issues).map(([field, issue]): [string, string] => [
        field,
        t(issue.code, issue.params),
      ]);
      showErrors({ ...Object.fromEntries(messages), ...refused }, t(summaryKey(issues)));
      return;
    }
    setSending(true);
    setNotice(undefined);
    idempotencyKey.current ??= crypto.randomUUID();
    const honeypot = formRef.current ? new FormData(formRef.current).get(HONEYPOT_FIELD) : null;
    const documents = files?.() ?? [];
    const result = await submitForm({
      formType: FORM_LABELS[formKey],
      formData: data,
      lang,
      idempotencyKey: idempotencyKey.current,
      files: documents,
      onProgress: setProgress,
      honeypot: typeof honeypot === 'string' ? honeypot : undefined,
      botCheck: await botCheck.proof(),
    });
    setSending(false);
    setProgress(undefined);
    if (result.ok) {
      idempotencyKey.current = undefined;
      botCheck.used();
      clearSavedAnswers(formKey);
      setValues({});
      setErrors({});
      setSent({
        reference: result.reference,
        ...(result.review && { review: true }),
        ...(result.visitorToken && { visitorToken: result.visitorToken }),
        answers: data,
        files: documents.map(({ field, file }) => ({ field, name: file.name })),
      });
      track(leadEvent, { form: formKey, page_path: window.location.pathname });
      return;
    }
    onRefused?.(result.fieldErrors);
    const fieldErrors = Object.entries(result.fieldErrors ?? {}).map(([field, error]): [string, string] => [
      field,
      error.message,
    ]);
    showErrors(
      Object.fromEntries(fieldErrors),
      result.message ?? t(result.kind === 'rejected' ? 'form.processError' : 'form.sendError'),
    );
  };

  return {
    /** Spread on the <form>. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit,
      onFocus: () => {
        void loadSchema();
        void loadSending();
        botCheck.start();
      },
      onInput: botCheck.start,
    },
    values,
    set,
    errors,
    setError,
    /** The summary of a refused form or a failed send (for the live region). */
    notice,
    reentry,
    sending,
    waiting,
    progress,
    hydrated,
    /** A date field's bound (its rule's, common/forms/days.ts) as the day it is today; only once
     * hydrated, as the prerendered page cannot know the day it is read. */
    day: (bound: DayBound | undefined) => (hydrated && bound ? dayIso(bound) : undefined),
    sent,
    /** Back to an empty form after a success (the contact form's "write another message"). */
    again: () => setSent(undefined),
  };
}
