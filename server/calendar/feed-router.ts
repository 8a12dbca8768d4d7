// GET /calendar/<token>.ics: the advisor's private feed, outside the inbox's session (her
// phone's calendar asks for it on its own). The token is the only key: a wrong or revoked one
// is a plain 404, and nothing is cached anywhere on the way.
import { Router } from 'express';
import { isLang } from '../../common/lang';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { liveBookings } from './calendar-bookings';
import { isLiveFeedToken } from './calendar-feed';
import { renderFeed } from './feed-ics';

/** Booked calls this far back stay in her calendar, as a record of the recent days. */
const PAST_DAYS = 30;

export function feedRouter(db: Database, publicBaseUrl: string): Router {
  const router = Router();
  router.get('/calendar/:file', async (req, res) => {
    const token = /^(.+)\.ics$/.exec(req.params.file)?.[1] ?? '';
    if (!(await isLiveFeedToken(db, token))) throw new AppError('notFound', 'inbox.notFound');
    const bookings = await liveBookings(db, { since: new Date(Date.now() - PAST_DAYS * 86_400_000) });
    const lang = isLang(req.query.lang) ? req.query.lang : 'es';
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.type('text/calendar; charset=utf-8').send(renderFeed(bookings, lang, publicBaseUrl));
  });
  return router;
}
