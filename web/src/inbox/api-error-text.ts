// A refused API call in the advisor's language: the server answers a key (common/inbox/errors.ts),
// the inbox writes it, as the public forms do theirs (docs/decisions/0025-one-text-system.md). A
// refused field shows its own message ("Use at most 5000 characters"); a key of the forms
// namespace (a body too large, the database down) reads from the forms texts the inbox loads.
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { ErrorKey, InboxErrorKey } from '../../../common/inbox/errors';
import { ApiError } from './inbox-api';

/** Each of the inbox's own keys, and the text it shows; a key left out fails the typecheck. */
const INBOX_ERROR_TEXTS: Record<InboxErrorKey, ParseKeys<'inbox'>> = {
  'inbox.crossSite': 'errors.crossSite',
  'inbox.signInInvalid': 'errors.signInInvalid',
  'inbox.tooManyAttempts': 'signIn.tooMany',
  'inbox.signInFailed': 'signIn.failed',
  'inbox.signInRequired': 'sessionEnded',
  'inbox.notFound': 'errors.notFound',
  'inbox.invalidRequest': 'errors.invalidRequest',
  'inbox.unknownAdvisor': 'errors.unknownAdvisor',
  'inbox.bulkCountChanged': 'errors.bulkCountChanged',
  'inbox.pushUnavailable': 'errors.pushUnavailable',
  'inbox.pushServiceNotAllowed': 'errors.pushServiceNotAllowed',
  'inbox.noPreview': 'errors.noPreview',
  'inbox.previewFailed': 'errors.previewFailed',
  'inbox.previewTooLong': 'errors.previewTooLong',
  'inbox.timeTaken': 'errors.timeTaken',
};

const isInboxErrorKey = (code: ErrorKey): code is InboxErrorKey => Object.hasOwn(INBOX_ERROR_TEXTS, code);

/** (what a call threw) → the sentence to show; `fallback` when the answer carried no key (no network). */
export function useApiErrorText() {
  const { t } = useTranslation();
  return (failure: unknown, fallback: ParseKeys<'inbox'> = 'error'): string => {
    if (!(failure instanceof ApiError) || !failure.failure) return t(fallback);
    const { code, fieldErrors } = failure.failure;
    const field = Object.values(fieldErrors ?? {})[0];
    if (field) return t(`forms:${field.code}`, field.params ?? {});
    // The sign-in limit says when to try again: the answer's Retry-After, in minutes.
    const minutes = Math.ceil((failure.retryAfterSeconds ?? 900) / 60);
    return isInboxErrorKey(code) ? t(INBOX_ERROR_TEXTS[code], { minutes }) : t(`forms:${code}`);
  };
}
