// One error type for everything a request may fail with on purpose. The code decides the
// status; `messageKey` is a visitor-facing text key in common/locales/*/forms.json, so
// internal messages never reach visitors.
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
    readonly messageKey: string,
    readonly fieldErrors?: Record<string, { code: string; message: string }>,
    options?: ErrorOptions,
  ) {
    super(`${code}: ${messageKey}`, options);
    this.status = ERROR_STATUS[code];
  }
}
