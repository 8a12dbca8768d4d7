// One error type for everything a request may fail with on purpose. The code decides the
// status; `messageKey` is a typed text key — of the forms namespace (common/locales/*/forms.json)
// for the public side, or an inbox key the inbox translates (common/inbox/errors.ts) — so internal
// messages never reach visitors.
import type { ErrorKey, FieldError } from '../common/inbox/errors';

export const ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooLarge: 413,
  unsupportedFile: 415,
  tooManyRequests: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: ErrorKey,
    readonly fieldErrors?: Record<string, FieldError>,
    options?: ErrorOptions,
  ) {
    super(`${code}: ${messageKey}`, options);
    this.status = ERROR_STATUS[code];
  }
}
