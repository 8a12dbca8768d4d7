// Sends a form to POST /functions/send-form-email (common/api/submission.ts): JSON, or
// multipart when documents go along, with an Idempotency-Key so that a double click or a
// network retry of the same submission is stored once. Any answer without `success: true`
// is a failure (core.md section 5), with the server's message when it gave one.
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, NO_EMAIL, SUBMIT_PATH, type SubmissionResponse } from '../../../common/api/submission';
import type { Lang } from '../../../common/lang';

export type SubmitResult =
  | { ok: true; id: string }
  | { ok: false; message?: string; fieldErrors?: Record<string, { code: string; message: string }>; kind: 'rejected' | 'unreadable' | 'network' };

export async function submitForm(options: {
  formType: string;
  formData: Record<string, unknown>;
  lang: Lang;
  idempotencyKey: string;
  /** The hidden field's content: empty for people. */
  honeypot?: string;
}): Promise<SubmitResult> {
  const email = options.formData.email;
  const body = {
    formType: options.formType,
    formData: options.formData,
    userEmail: typeof email === 'string' && email ? email : NO_EMAIL,
    language: options.lang,
    pagePath: window.location.pathname,
    ...(options.honeypot && { [HONEYPOT_FIELD]: options.honeypot }),
  };
  let response: Response;
  try {
    response = await fetch(SUBMIT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: options.idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  const answer = (await response.json().catch(() => undefined)) as SubmissionResponse | undefined;
  if (answer?.success === true && typeof answer.id === 'string') return { ok: true, id: answer.id };
  if (answer && answer.success === false) {
    return { ok: false, kind: 'rejected', message: answer.error, ...(answer.fieldErrors && { fieldErrors: answer.fieldErrors }) };
  }
  return { ok: false, kind: 'unreadable' };
}
