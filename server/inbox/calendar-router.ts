// The inbox's calendar API (docs/decisions/0057-calendar-in-the-inbox.md): the upcoming calls
// and blocks, adding and removing a block, the private feed's address, and a lead's booking
// with its cancel and move. Mounted behind the inbox's session and same-origin check.
import { Router, type Request } from 'express';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { INBOX_ROUTES as R } from '../../common/inbox/api-routes';
import {
  FreeTimesQuerySchema,
  MOVE_DAYS,
  MoveBookingSchema,
  newBlockSchema,
  firmDayAndClock,
} from '../../common/inbox/calendar';
import { cancelAsAdvisor, freeTimesFor, moveAsAdvisor } from '../calendar/booking-changes';
import { addBlock, listBlocks, removeBlock } from '../calendar/calendar-blocks';
import { bookingById, leadBooking, liveBookings } from '../calendar/calendar-bookings';
import { createFeed, feedPath, feedState, revokeFeeds } from '../calendar/calendar-feed';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { mount } from '../http/api-route';
import { parse } from './parse-request';

const Id = z.uuid();
const idOf = (req: Request) => parse(Id, req.params.id, req);

type Deps = { prisma: Database; boss: PgBoss; publicBaseUrl: string };

export function calendarRouter(deps: Deps): Router {
  const { prisma: db, publicBaseUrl } = deps;
  const router = Router();
  mount(router, R.calendar, async () => {
    const [bookings, blocks, feed] = await Promise.all([liveBookings(db), listBlocks(db), feedState(db)]);
    return { now: new Date().toISOString(), bookings, blocks, feed };
  });
  mount(router, R.addBlock, (req) => addBlock(db, parse(newBlockSchema(new Date()), req.body, req)));
  mount(router, R.removeBlock, async (req) => {
    if (!(await removeBlock(db, idOf(req)))) throw new AppError('notFound', 'inbox.notFound');
  });
  mount(router, R.createFeed, async (req) => {
    const { token, createdAt } = await createFeed(db);
    // The feed's texts follow the inbox's language at the moment she made it.
    const lang = req.query.lang === 'en' ? '?lang=en' : '';
    return { url: `${publicBaseUrl}${feedPath(token)}${lang}`, createdAt: createdAt.toISOString() };
  });
  mount(router, R.revokeFeed, async () => {
    await revokeFeeds(db);
  });
  mount(router, R.leadBooking, async (req) => ({ booking: await leadBooking(db, idOf(req)) }));

  const known = async (req: Request) => {
    const booking = await bookingById(db, idOf(req));
    if (!booking) throw new AppError('notFound', 'inbox.notFound');
    return booking;
  };
  mount(router, R.freeTimes, async (req) => {
    const booking = await known(req);
    const from = parse(FreeTimesQuerySchema, req.query, req).from ?? firmDayAndClock(new Date()).day;
    return { times: await freeTimesFor(db, booking, from, MOVE_DAYS) };
  });
  // Both answer the booking as it now stands.
  mount(router, R.cancelBooking, async (req) => {
    const booking = await known(req);
    await cancelAsAdvisor(deps, booking);
    return { booking: await bookingById(db, booking.id) };
  });
  mount(router, R.moveBooking, async (req) => {
    const booking = await known(req);
    await moveAsAdvisor(deps, booking, new Date(parse(MoveBookingSchema, req.body, req).startsAt));
    return { booking: await bookingById(db, booking.id) };
  });
  return router;
}
