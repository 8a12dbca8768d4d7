// The contract of POST /functions/send-form-email (docs/product.md#forms), shared by
// the web forms and the server; the server reads the body with server/leads/submission-envelope.ts.
// No zod here, so the browser gets these names without the validation library.
import type { FormKey } from '../forms/registry';

export const SUBMIT_PATH = '/functions/send-form-email';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Name of the hidden field that people never fill in and simple bots do. */
export const HONEYPOT_FIELD = 'website';
/** The proof-of-work answer (ALTCHA): base64 of JSON { challenge, solution } (docs/decisions/0021-bot-check.md). */
export const BOT_CHECK_FIELD = 'altcha';
/** Sent instead of a proof when the browser could not get one: how long the form was open, in ms (docs/decisions/0043-to-review.md). */
export const FILL_TIME_FIELD = 'filledMs';
/** The least time a form without a proof is open before it is sent: BOT_MIN_FILL_SECONDS' default, which the server checks. */
export const MIN_FILL_MS = 3_000;
/** GET `?form=<form key>`: a fresh signed challenge for that form's bot check (a proof counts for its form only). */
export const CHALLENGE_PATH = '/functions/altcha-challenge';
/** What a challenge is asked for: one of the nine forms, a booked call (common/booking/booking-api.ts), or
 * documents sent from a request page (docs/decisions/0061-documents-from-the-request-page.md). */
export const PROOF_FORMS_BEYOND_FORMS = ['booking', 'requestDocuments'] as const;
export type ProofForm = FormKey | (typeof PROOF_FORMS_BEYOND_FORMS)[number];
/** What the original product stored when the visitor gave no email; kept so old and new leads read alike. */
export const NO_EMAIL = 'No especificado';

/** `reference`: the short reference the visitor sees (APB-1042, common/leads/lead-reference.ts);
 * `id` is the lead's internal UUID, kept for the original contract. */
export type SubmissionSuccess = {
  success: true;
  id: string;
  reference: string;
  /** Stored but held for the advisor to check before anything is sent (docs/decisions/0043-to-review.md). */
  review?: true;
  /** The token of the visitor's private request page (common/visitor-links.ts). */
  visitorToken: string;
};
/** `file`: the document a field error is about (its name as sent), when it is about one. */
export type FieldFailure = { code: string; message: string; file?: string };
export type SubmissionFailure = {
  success: false;
  error: string;
  fieldErrors?: Record<string, FieldFailure>;
};
export type SubmissionResponse = SubmissionSuccess | SubmissionFailure;
