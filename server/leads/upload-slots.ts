// Who may hold one of the few upload slots, and for how long (docs/decisions/0041-uploads-
// slow-clients-and-memory.md). A slot is memory and disk the server keeps for one multipart
// body, so slow senders must not keep them from others: one address (an IPv6 /64, as the rate
// limits count it) has at most one upload in flight or waiting, and an upload that, once it
// holds its slot, brings in less than MIN_BYTES_PER_SECOND over RATE_WINDOW_SECONDS is answered
// 408 and dropped. Both answers are in the visitor's language and her form shows them; a route
// whose visitor posts a plain form (the request page) answers the 408 with its page instead.
import type { Request, RequestHandler, Response } from 'express';
import { translate } from '../../common/forms/messages';
import type { SubmissionFailure } from '../../common/api/submission';
import { AppError } from '../errors';
import { requestLanguage } from '../http/request-language';
import { rateLimitKey } from '../security/rate-limit';

/** 50 KB/s: a 24 MB request then still fits in the intake's time limit's order of magnitude,
 * while a sender trickling bytes to hold a slot is gone after the first window. */
export const MIN_BYTES_PER_SECOND = 50 * 1024;
export const RATE_WINDOW_SECONDS = 10;
/** A visitor refused because her address already has an upload in flight may retry soon. */
const SAME_ADDRESS_RETRY_SECONDS = 30;

/**
 * At most `slots` multipart requests at once and one per address; the next waits up to `waitMs`
 * for a slot, then gets 503. `waitMs` is meant to outlast the rate window, so that a visitor
 * queued behind slow senders gets the slot the first of them loses.
 */
export function uploadSlots(slots: number, waitMs: number): RequestHandler {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const addresses = new Set<string>();
  const release = () => {
    const nextInLine = waiting.shift();
    if (nextInLine) nextInLine();
    else busy--;
  };
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const address = rateLimitKey(req.ip);
    if (addresses.has(address)) {
      res.setHeader('Retry-After', String(SAME_ADDRESS_RETRY_SECONDS));
      return next(new AppError('tooManyRequests', 'form.uploadInProgress'));
    }
    addresses.add(address);
    res.once('close', () => addresses.delete(address));
    const start = () => {
      res.once('close', release);
      dropIfTooSlow(req, res);
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

/**
 * Samples the bytes the connection has brought in once a second while the body arrives (the
 * socket's count: the body stream itself belongs to multer). When the last window brought less
 * than the minimum, the visitor is answered 408 and the connection closed, which ends the
 * upload and frees its slot and its temporary files.
 */
function dropIfTooSlow(req: Request, res: Response): void {
  const socket = req.socket;
  const samples = [socket.bytesRead];
  const timer = setInterval(() => {
    if (req.complete || res.headersSent) return clearInterval(timer);
    samples.push(socket.bytesRead);
    if (samples.length <= RATE_WINDOW_SECONDS) return;
    const received = samples.at(-1)! - samples.shift()!;
    if (received >= MIN_BYTES_PER_SECOND * RATE_WINDOW_SECONDS) return;
    clearInterval(timer);
    answerTooSlow(req, res);
  }, 1000);
  timer.unref();
  res.once('close', () => clearInterval(timer));
}

/** A route's own answer to a sender dropped as too slow, the status (408) and headers already set. */
export type TooSlowAnswer = (req: Request, res: Response) => void;
const ownAnswers = new WeakMap<Response, TooSlowAnswer>();
const dropped = new WeakSet<Response>();

/** Before the guards of a route that answers with a page, not the forms' JSON (the request page). */
export const answerTooSlowWith =
  (answer: TooSlowAnswer): RequestHandler =>
  (_req, res, next) => {
    ownAnswers.set(res, answer);
    next();
  };

/** Whether the sender was answered as too slow: whatever of the body still arrives is nobody's to take. */
export const droppedAsTooSlow = (res: Response): boolean => dropped.has(res);

function answerTooSlow(req: Request, res: Response): void {
  dropped.add(res);
  res.status(408).set({ Connection: 'close', 'Cache-Control': 'no-store' });
  // The rest of the body is not waited for; a moment lets the answer reach the sender first.
  res.once('finish', () => setTimeout(() => req.socket.destroy(), 500).unref());
  const own = ownAnswers.get(res);
  if (own) return own(req, res);
  const language = requestLanguage(req, (req.body as { language?: unknown } | undefined)?.language);
  const body: SubmissionFailure = { success: false, error: translate(language, 'form.tooSlow') };
  res.json(body);
}
