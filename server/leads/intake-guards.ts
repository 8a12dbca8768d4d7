// What stands before the intake reads a body (docs/decisions/0014-document-checks.md):
// cross-site browser posts are refused (another site's page must not make its visitors send
// requests in their name), a body that cannot fit is refused by its declared length, and
// uploads are limited in number, per address, in rate and in time, so no burst of large or
// slow requests can exhaust the server's memory or keep others out (upload-slots.ts).
import type { RequestHandler } from 'express';
import { sameOriginOnly } from '../auth/same-origin';
import { AppError } from '../errors';
import { MAX_MULTIPART_BYTES } from './receive-uploads';
import { RATE_WINDOW_SECONDS, uploadSlots } from './upload-slots';

/** Uploads received at once; a later one waits for a slot up to UPLOAD_WAIT_MS, then gets 503. A slot
 * costs a temporary folder of at most 25 MB and a stream, not memory: documents are inspected one at
 * a time and stored in chunks (docs/decisions/0041-uploads-slow-clients-and-memory.md), so twelve
 * let a dozen visitors send at once and take twelve addresses to fill with slow senders. */
export const UPLOAD_SLOTS = 12;
/** Longer than the rate window: a visitor queued behind slow senders gets the slot the first of them loses. */
const UPLOAD_WAIT_MS = (RATE_WINDOW_SECONDS + 5) * 1000;

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
