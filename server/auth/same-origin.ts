// Cross-site request forgery protection for every state-changing inbox request. The
// browser's own statement of where a request comes from is checked: Sec-Fetch-Site must
// say same-origin, or, from browsers that do not send it, Origin must be this site. A
// request with neither is refused too. Chosen over a double-submit token because it needs
// no token plumbing in the UI, cannot be forgotten on a new endpoint (it is one middleware
// on the router) and cannot be bypassed by a script on another site, which can set
// neither header; the SameSite=Strict cookie is a second, independent layer.
// See OWASP's CSRF cheat sheet, "Fetch Metadata" and "Verifying Origin".
import type { RequestHandler } from 'express';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOriginOnly(publicBaseUrl: string): RequestHandler {
  const publicOrigin = new URL(publicBaseUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('Sec-Fetch-Site');
    const origin = req.get('Origin');
    const allowed =
      site !== undefined
        ? site === 'same-origin'
        : origin !== undefined && (origin === publicOrigin || origin === `${req.protocol}://${req.get('Host')}`);
    if (!allowed) throw new AppError('forbidden', 'inbox.crossSite');
    next();
  };
}
