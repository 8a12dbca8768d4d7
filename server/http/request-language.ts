import type { Request } from 'express';
import type { Lang } from '../../common/forms/messages';

/** The visitor's language for messages: the page's own (sent by the form), else the browser's, else Spanish. */
export function requestLanguage(req: Request, stated?: unknown): Lang {
  if (stated === 'es' || stated === 'en') return stated;
  return req.acceptsLanguages('es', 'en') === 'en' ? 'en' : 'es';
}
