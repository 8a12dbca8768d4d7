// What the inbox API answers when it refuses a request: a key, which the inbox translates into the
// advisor's language (web/src/inbox/api-error-text.ts), as the public forms translate theirs. The
// server's own answer text is in the language of the request, which need not be the advisor's choice
// (docs/decisions/0025-one-text-system.md).
import type { FormMessageKey, Params } from '../forms/issues';

export type InboxErrorKey =
  | 'inbox.crossSite'
  | 'inbox.signInInvalid'
  | 'inbox.tooManyAttempts'
  | 'inbox.signInFailed'
  | 'inbox.signInRequired'
  | 'inbox.notFound'
  | 'inbox.invalidRequest'
  | 'inbox.unknownAdvisor'
  | 'inbox.pushUnavailable'
  | 'inbox.pushServiceNotAllowed'
  | 'inbox.noPreview'
  | 'inbox.previewFailed'
  | 'inbox.previewTooLong'
  | 'inbox.bulkCountChanged'
  | 'inbox.timeTaken';

/** Any key a refusal may carry: the inbox's own, or one of the forms' (a body too large, the database down). */
export type ErrorKey = InboxErrorKey | FormMessageKey;

/** A field the answer refuses: its message key and the values the text shows ({{max}}). */
export type FieldError = { code: FormMessageKey; message: string; params?: Params };

export type InboxFailure = {
  success: false;
  /** The text in the request's language, or the key where the server holds none. */
  error: string;
  code: ErrorKey;
  fieldErrors?: Record<string, FieldError>;
};
