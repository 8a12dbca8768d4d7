import type { Request } from 'express';
import type { Lang } from '../../common/lang';

/**
 * The visitor's language for messages: the one the form states; else the page the request
 * came from (/en/... is English), which also covers answers given before the body is read
 * (429, 413); else the browser's preference; else Spanish, the site's default.
 */
export function requestLanguage(req: Request, stated?: unknown): Lang {
  if (stated === 'es' || stated === 'en') return stated;
  const pagePath = refererPath(req);
  if (pagePath !== undefined) return pagePath === '/en' || pagePath.startsWith('/en/') ? 'en' : 'es';
  return req.acceptsLanguages('es', 'en') === 'en' ? 'en' : 'es';
}

export function refererPath(req: Request): string | undefined {
  const referer = req.get('Referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname;
  } catch {
    return undefined;
  }
}
