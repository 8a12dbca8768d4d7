// The booking endpoints (common/booking/booking-api.ts, docs/decisions/0055-booking-on-the-site.md):
// the free times, booking one, and the visitor's move and cancel by her request page's token.
// Thin: read, call one service, answer. A time lost to someone else is a 409 with the nearest
// free ones; everything else a visitor can correct is an AppError in her language.
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { PgBoss } from 'pg-boss';
import {
  BOOK_PATH,
  BOOKING_PROOF_FORM,
  SLOTS_PATH,
  visitorBookingPath,
  type BookingTaken as TakenAnswer,
  type SlotsAnswer,
} from '../../common/booking/booking-api';
import { BookingFormSchema } from '../../common/booking/booking-form';
import { KIND_MINUTES, isBookingKind } from '../../common/booking/booking-kinds';
import { fieldErrors, translate } from '../../common/forms/messages';
import { summaryKey } from '../../common/forms/summary';
import { sameOriginOnly } from '../auth/same-origin';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { refererPath, requestLanguage } from '../http/request-language';
import type { BotCheck } from '../leads/bot-check';
import { fromBrowser } from '../leads/browser-signals';
import { sourceNetwork } from '../security/source-network';
import { leadOfVisitorToken } from '../visitor-links/visitor-links';
import { bookCall, freeSlots } from './book-call';
import { BookingRequestSchema, MoveRequestSchema } from './booking-request';
import { BookingTaken } from './booking-taken';
import { knownTimeZone } from './call-times';
import { cancelBooking, moveBooking } from './change-booking';

type Deps = { prisma: Database; boss: PgBoss; botCheck: BotCheck; rateLimit: RequestHandler; publicBaseUrl: string };

const json = express.json({ limit: '20kb' });

export function bookingRouter(deps: Deps): Router {
  const router = Router();
  const guard = [
    deps.rateLimit,
    sameOriginOnly(deps.publicBaseUrl, { allowUnknown: true, messageKey: 'form.crossSite' }),
    json,
  ];

  router.get(SLOTS_PATH, deps.rateLimit, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const kind = req.query.kind;
    if (!isBookingKind(kind)) throw new AppError('invalid', 'form.invalidRequest');
    res.json({ kind, minutes: KIND_MINUTES[kind], slots: await freeSlots(deps.prisma, kind) } satisfies SlotsAnswer);
  });

  router.post(BOOK_PATH, ...guard, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = BookingRequestSchema.safeParse(req.body);
    if (!body.success) throw new AppError('invalid', 'form.invalidRequest');
    const request = body.data;
    const language = requestLanguage(req, request.language);
    const form = BookingFormSchema.safeParse(request.formData);
    if (!form.success) {
      const errors = fieldErrors(form.error, language);
      throw new AppError('invalid', summaryKey(errors), errors);
    }
    const verdict = await deps.botCheck.screen({
      payload: request.altcha,
      honeypot: request.website,
      form: BOOKING_PROOF_FORM,
      filledMs: request.filledMs,
      fromBrowser: fromBrowser(req),
    });
    await answerTaken(res, language, async () => {
      const booked = await bookCall(deps, {
        kind: request.kind,
        startsAt: new Date(request.startsAt),
        form: form.data,
        language,
        timeZone: knownTimeZone(request.timeZone),
        network: sourceNetwork(req.ip),
        pagePath: refererPath(req),
        verdict,
      });
      res.status(201).json({ success: true, ...booked });
    });
  });

  router.post(visitorBookingPath(':token', 'cancel'), ...guard, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    await cancelBooking(deps, await visitorLead(deps.prisma, req), 'visitor');
    res.json({ success: true });
  });

  router.post(visitorBookingPath(':token', 'move'), ...guard, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const leadId = await visitorLead(deps.prisma, req);
    const body = MoveRequestSchema.safeParse(req.body);
    if (!body.success) throw new AppError('invalid', 'form.invalidRequest');
    const language = requestLanguage(req, (req.body as { language?: unknown }).language);
    await answerTaken(res, language, async () => {
      const moved = await moveBooking(deps, leadId, new Date(body.data.startsAt), 'visitor');
      res.json({ success: true, ...moved });
    });
  });
  return router;
}

/** The lead the token opens; unknown, altered and revoked tokens alike are a plain 404. */
async function visitorLead(prisma: Database, req: Request): Promise<string> {
  const leadId = await leadOfVisitorToken(prisma, String(req.params.token));
  if (!leadId) throw new AppError('notFound', 'form.bookingNotFound');
  return leadId;
}

async function answerTaken(res: Response, language: 'es' | 'en', act: () => Promise<void>) {
  try {
    await act();
  } catch (error) {
    if (!(error instanceof BookingTaken)) throw error;
    res.status(409).json({
      success: false,
      error: translate(language, 'form.bookingTaken'),
      code: 'taken',
      nearest: error.nearest,
    } satisfies TakenAnswer);
  }
}
