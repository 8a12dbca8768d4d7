// Cross-site request forgery protection. The browser's own statement of where a request
// comes from is checked: Sec-Fetch-Site, or, from browsers that do not send it, Origin.
// Chosen over a double-submit token because it needs no token plumbing in the UI, cannot be
// forgotten on a new endpoint (it is one middleware on the router) and cannot be bypassed by
// a script on another site, which can set neither header; for the inbox the SameSite=Strict
// cookie is a second, independent layer.
// See OWASP's CSRF cheat sheet, "Fetch Metadata" and "Verifying Origin".
import type { Request, RequestHandler } from 'express';
import type { ErrorKey } from '../../common/inbox/errors';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the request's headers say about where it comes from; 'unknown' when it carries neither. */
type Provenance = 'same-origin' | 'cross-site' | 'unknown';

function provenance(req: Request, publicOrigin: string): Provenance {
  const site = req.get('Sec-Fetch-Site');
  if (site !== undefined) return site === 'same-origin' ? 'same-origin' : 'cross-site';
  const origin = req.get('Origin');
  if (origin === undefined) return 'unknown';
  return origin === publicOrigin || origin === `${req.protocol}://${req.get('Host')}` ? 'same-origin' : 'cross-site';
}

/**
 * Refuses state-changing requests that are not provably from this site. `allowUnknown`: a
 * request with neither header comes from no browser (curl, a server, a test client) and so
 * cannot be forged by another site's page; the public intake serves those, the inbox does not.
 */
export function sameOriginOnly(
  publicBaseUrl: string,
  options: { allowUnknown?: boolean; messageKey?: ErrorKey } = {},
): RequestHandler {
  const publicOrigin = new URL(publicBaseUrl).origin;
  const { allowUnknown = false, messageKey = 'inbox.crossSite' } = options;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const from = provenance(req, publicOrigin);
    if (from === 'cross-site' || (from === 'unknown' && !allowUnknown)) throw new AppError('forbidden', messageKey);
    next();
  };
}
