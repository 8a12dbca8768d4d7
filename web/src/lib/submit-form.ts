// Sends a form to POST /functions/send-form-email (common/api/submission.ts): JSON, or
// multipart when documents go along, with an Idempotency-Key so that a double click or a
// network retry of the same submission is stored once. Any answer without `success: true`
// is a failure, with the server's message when it gave one. The messages (docs/product.md#messages)
// tell two failures apart: a backend error (no answer, or
// not one the server wrote) and an answer without success ('rejected').
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  NO_EMAIL,
  SUBMIT_PATH,
  type FieldFailure,
  type SubmissionFailure,
  type SubmissionResponse,
} from '../../../common/api/submission';
import type { Lang } from '../../../common/lang';
import { storedAttribution } from './attribution';
import type { BotFields } from './bot-check-solver';

export type SubmitResult =
  | { ok: true; id: string; reference: string; review?: boolean; visitorToken?: string }
  | {
      ok: false;
      message?: string;
      fieldErrors?: Record<string, FieldFailure>;
      kind: 'rejected' | 'unreadable' | 'network';
    };

export async function submitForm(options: {
  formType: string;
  formData: Record<string, unknown>;
  lang: Lang;
  idempotencyKey: string;
  /** The hidden field's content: empty for people. */
  honeypot?: string;
  /** The bot check's proof of work, or the form's open time without one (web/src/lib/bot-check.ts). */
  botCheck?: BotFields;
  /** Documents (tax and ZZP forms): sent as multipart, with upload progress. */
  files?: { field: string; file: File }[];
  onProgress?: (percent: number) => void;
}): Promise<SubmitResult> {
  const email = options.formData.email;
  const body = {
    formType: options.formType,
    formData: options.formData,
    userEmail: typeof email === 'string' && email ? email : NO_EMAIL,
    language: options.lang,
    pagePath: window.location.pathname,
    ...storedAttribution(),
    ...(options.honeypot && { [HONEYPOT_FIELD]: options.honeypot }),
    ...options.botCheck,
  };
  let answer: SubmissionResponse | undefined;
  try {
    answer = options.files?.length
      ? await sendMultipart(body, options.files, options.idempotencyKey, options.onProgress)
      : ((await (
          await fetch(SUBMIT_PATH, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: options.idempotencyKey },
            body: JSON.stringify(body),
          })
        )
          .json()
          .catch(() => undefined)) as SubmissionResponse | undefined);
  } catch {
    return { ok: false, kind: 'network' };
  }
  if (answer?.success === true && typeof answer.id === 'string') {
    return {
      ok: true,
      id: answer.id,
      reference: typeof answer.reference === 'string' ? answer.reference : '',
      review: answer.review === true,
      ...(typeof answer.visitorToken === 'string' && { visitorToken: answer.visitorToken }),
    };
  }
  if (typeof answer === 'object' && answer !== null) {
    // The server's answer, but not a success: its own text when it gave one.
    const { error, fieldErrors } = answer as Partial<SubmissionFailure>;
    return { ok: false, kind: 'rejected', message: error, ...(fieldErrors && { fieldErrors }) };
  }
  return { ok: false, kind: 'unreadable' };
}

/** The same fields as multipart parts (formData as JSON text) plus the files; XMLHttpRequest
 * because fetch cannot report upload progress. Resolves with the parsed answer, if any. */
function sendMultipart(
  body: Record<string, unknown>,
  files: { field: string; file: File }[],
  idempotencyKey: string,
  onProgress?: (percent: number) => void,
): Promise<SubmissionResponse | undefined> {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const { field, file } of files) data.append(field, file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', SUBMIT_PATH);
    request.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as SubmissionResponse);
      } catch {
        resolve(undefined);
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.send(data);
  });
}
