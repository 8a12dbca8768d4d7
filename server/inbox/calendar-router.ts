// The inbox's calendar API (docs/decisions/0057-calendar-in-the-inbox.md): the upcoming calls
// and blocks, adding and removing a block, the private feed's address, and a lead's booking
// with its cancel and move. Mounted behind the inbox's session and same-origin check.
import { Router, type Request } from 'express';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import {
  FreeTimesQuerySchema,
  MOVE_DAYS,
  MoveBookingSchema,
  newBlockSchema,
  type CalendarFeedCreated,
  type CalendarView,
  firmDayAndClock,
  type FreeTimes,
} from '../../common/inbox/calendar';
import { cancelAsAdvisor, freeTimesFor, moveAsAdvisor } from '../calendar/booking-changes';
import { addBlock, listBlocks, removeBlock } from '../calendar/calendar-blocks';
import { bookingById, leadBooking, liveBookings } from '../calendar/calendar-bookings';
import { createFeed, feedPath, feedState, revokeFeeds } from '../calendar/calendar-feed';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { parse } from './parse-request';

const Id = z.uuid();
const idOf = (req: Request) => parse(Id, req.params.id, req);

type Deps = { prisma: Database; boss: PgBoss; publicBaseUrl: string };

export function calendarRouter(deps: Deps): Router {
  const { prisma: db, publicBaseUrl } = deps;
  const router = Router();
  router.get('/calendar', async (_req, res) => {
    const [bookings, blocks, feed] = await Promise.all([liveBookings(db), listBlocks(db), feedState(db)]);
    res.json({ now: new Date().toISOString(), bookings, blocks, feed } satisfies CalendarView);
  });
  router.post('/calendar/blocks', async (req, res) => {
    res.status(201).json(await addBlock(db, parse(newBlockSchema(new Date()), req.body, req)));
  });
  router.delete('/calendar/blocks/:id', async (req, res) => {
    if (!(await removeBlock(db, idOf(req)))) throw new AppError('notFound', 'inbox.notFound');
    res.status(204).end();
  });
  router.post('/calendar/feed', async (req, res) => {
    const { token, createdAt } = await createFeed(db);
    // The feed's texts follow the inbox's language at the moment she made it.
    const lang = req.query.lang === 'en' ? '?lang=en' : '';
    const created: CalendarFeedCreated = {
      url: `${publicBaseUrl}${feedPath(token)}${lang}`,
      createdAt: createdAt.toISOString(),
    };
    res.status(201).json(created);
  });
  router.delete('/calendar/feed', async (_req, res) => {
    await revokeFeeds(db);
    res.status(204).end();
  });
  router.get('/leads/:id/booking', async (req, res) => {
    res.json({ booking: await leadBooking(db, idOf(req)) });
  });

  const known = async (req: Request) => {
    const booking = await bookingById(db, idOf(req));
    if (!booking) throw new AppError('notFound', 'inbox.notFound');
    return booking;
  };
  router.get('/bookings/:id/free-times', async (req, res) => {
    const booking = await known(req);
    const from = parse(FreeTimesQuerySchema, req.query, req).from ?? firmDayAndClock(new Date()).day;
    res.json({ times: await freeTimesFor(db, booking, from, MOVE_DAYS) } satisfies FreeTimes);
  });
  // Both answer the booking as it now stands.
  router.post('/bookings/:id/cancel', async (req, res) => {
    const booking = await known(req);
    await cancelAsAdvisor(deps, booking);
    res.json({ booking: await bookingById(db, booking.id) });
  });
  router.post('/bookings/:id/move', async (req, res) => {
    const booking = await known(req);
    await moveAsAdvisor(deps, booking, new Date(parse(MoveBookingSchema, req.body, req).startsAt));
    res.json({ booking: await bookingById(db, booking.id) });
  });
  return router;
}
