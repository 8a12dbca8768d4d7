// What stands before the intake reads a body (docs/decisions/0014-document-checks.md):
// cross-site browser posts are refused (another site's page must not make its visitors send
// requests in their name), a body that cannot fit is refused by its declared length, and
// uploads are limited in number and in time, so no burst of large or slow requests can
// exhaust the server's memory.
import type { RequestHandler } from 'express';
import { sameOriginOnly } from '../auth/same-origin';
import { AppError } from '../errors';
import { MAX_MULTIPART_BYTES } from './receive-uploads';

/** Uploads received at once; a later one waits for a slot up to UPLOAD_WAIT_MS, then gets 503. */
export const UPLOAD_SLOTS = 4;
const UPLOAD_WAIT_MS = 10_000;

export function intakeGuards(options: { publicBaseUrl: string; timeoutSeconds: number }): RequestHandler[] {
  return [
    sameOriginOnly(options.publicBaseUrl, { allowUnknown: true, messageKey: 'form.crossSite' }),
    refuseOversizedBody,
    timeLimit(options.timeoutSeconds * 1000),
    uploadSlots(UPLOAD_SLOTS, UPLOAD_WAIT_MS),
  ];
}

const refuseOversizedBody: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('Content-Length'));
  if (declared > MAX_MULTIPART_BYTES) throw new AppError('tooLarge', 'form.tooLarge');
  next();
};

/** A request still unanswered after `ms` (a stalled or very slow upload) loses its connection, and with it its temporary files. */
function timeLimit(ms: number): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(() => req.destroy(), ms);
    res.once('close', () => clearTimeout(timer));
    next();
  };
}

/** At most `slots` multipart requests at once; the next waits up to `waitMs` for one, then gets 503. */
export function uploadSlots(slots: number, waitMs: number): RequestHandler {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const nextInLine = waiting.shift();
    if (nextInLine) nextInLine();
    else busy--;
  };
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const start = () => {
      res.once('close', release);
      next();
    };
    if (busy < slots) {
      busy++;
      return start();
    }
    const leaveLine = () => {
      const index = waiting.indexOf(granted);
      if (index >= 0) waiting.splice(index, 1);
    };
    const timer = setTimeout(() => {
      leaveLine();
      res.setHeader('Retry-After', String(Math.ceil(waitMs / 1000)));
      next(new AppError('unavailable', 'form.busy'));
    }, waitMs);
    const granted = () => {
      clearTimeout(timer);
      start();
    };
    waiting.push(granted);
    // A visitor who gives up while waiting leaves the line.
    res.once('close', () => {
      leaveLine();
      clearTimeout(timer);
    });
  };
}
