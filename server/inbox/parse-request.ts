// The inbox API's one way to read a request's parts: the parsed value, or a 400 naming each
// field at fault in the advisor's language.
import type { Request } from 'express';
import type { z } from 'zod';
import { fieldErrors } from '../../common/forms/messages';
import { AppError } from '../errors';
import { requestLanguage } from '../http/request-language';

export function parse<T extends z.ZodType>(schema: T, value: unknown, req: Request): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AppError('invalid', 'inbox.invalidRequest', fieldErrors(result.error, requestLanguage(req)));
  return result.data;
}
