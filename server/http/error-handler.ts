// The one error middleware: expected failures become the documented answer in the
// visitor's language; anything unexpected is logged and answered without internals.
import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { translate } from '../../common/forms/messages';
import type { SubmissionFailure } from '../../common/api/submission';
import { INBOX_API } from '../../common/inbox/api';
import type { InboxFailure } from '../../common/inbox/errors';
import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { requestLanguage } from './request-language';

const MULTER_ERRORS: Record<string, AppError> = {
  LIMIT_FILE_SIZE: new AppError('tooLarge', 'form.fileTooLarge'),
  LIMIT_FILE_COUNT: new AppError('tooLarge', 'form.tooManyFiles'),
  LIMIT_FIELD_VALUE: new AppError('tooLarge', 'form.tooLarge'),
  LIMIT_FIELD_COUNT: new AppError('tooLarge', 'form.tooLarge'),
  LIMIT_PART_COUNT: new AppError('tooLarge', 'form.tooLarge'),
  LIMIT_FIELD_KEY: new AppError('invalid', 'form.invalidRequest'),
  LIMIT_UNEXPECTED_FILE: new AppError('invalid', 'form.invalidRequest'),
};

const UNAVAILABLE_LOG: Partial<Record<string, string>> = {
  'form.busy': 'uploads busy',
  'form.uploadsFull': 'upload disk full',
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toAppError(error);
    if (!known) logger.error({ err: error, path: req.path }, 'request failed');
    else if (known.code === 'unavailable')
      logger.warn({ err: error, path: req.path }, UNAVAILABLE_LOG[known.messageKey] ?? 'database unavailable');
    const appError = known ?? new AppError('invalid', 'form.sendError');
    const status = known ? appError.status : 500;
    const language = requestLanguage(req, (req.body as { language?: unknown } | undefined)?.language);
    const text = translate(language, appError.messageKey);
    // The inbox translates the key into the advisor's language (common/inbox/errors.ts); the public
    // answer keeps the original contract.
    const body: SubmissionFailure | InboxFailure = req.originalUrl.startsWith(INBOX_API)
      ? { success: false, error: text, code: appError.messageKey }
      : { success: false, error: text };
    if (appError.fieldErrors) body.fieldErrors = appError.fieldErrors;
    res.status(status).setHeader('Cache-Control', 'no-store').json(body);
  };
}

/** The AppError a failure is to the visitor, or undefined for an unexpected one (logged, a 500). */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError)
    return MULTER_ERRORS[error.code] ?? new AppError('invalid', 'form.invalidRequest');
  if (isDatabaseUnavailable(error)) return new AppError('unavailable', 'form.unavailable');
  // body-parser and busboy mark what the client got wrong with a 4xx status or type.
  const { type, status, statusCode } = (error ?? {}) as { type?: string; status?: number; statusCode?: number };
  if (type === 'entity.too.large') return new AppError('tooLarge', 'form.tooLarge');
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return new AppError('unsupportedFile', 'form.invalidRequest');
  }
  const clientStatus = status ?? statusCode;
  if (clientStatus && clientStatus >= 400 && clientStatus < 500) return new AppError('invalid', 'form.invalidRequest');
  if (
    error instanceof Error &&
    /Unexpected end of form|Malformed part header|Multipart: Boundary not found|Request aborted/.test(error.message)
  ) {
    return new AppError('invalid', 'form.invalidRequest');
  }
  return undefined;
}
