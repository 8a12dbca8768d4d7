// The advisor's cancel and move (docs/decisions/0057-calendar-in-the-inbox.md) are the bookings'
// own service functions (server/booking/change-booking.ts), the ones the visitor's request page
// uses: the same database constraint decides a race, the visitor gets the same email with a new
// invitation. The free times offered for a move are the booking page's (server/booking/book-call.ts).
import { DateTime } from 'luxon';
import type { PgBoss } from 'pg-boss';
import { BUSINESS } from '../../common/business';
import { kindFromDatabase } from '../../common/booking/booking-kinds';
import type { CalendarBooking } from '../../common/inbox/calendar';
import { freeSlots } from '../booking/book-call';
import { BookingTaken } from '../booking/booking-taken';
import { cancelBooking, moveBooking } from '../booking/change-booking';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';

type Deps = { prisma: Database; boss: PgBoss };

/** Cancels the call as the advisor; a call already cancelled or over is refused (form.bookingNotFound). */
export async function cancelAsAdvisor(deps: Deps, booking: CalendarBooking): Promise<void> {
  await cancelBooking(deps, booking.leadId, 'advisor');
}

/** Moves the call as the advisor; a time not free (any more) is refused with inbox.timeTaken. */
export async function moveAsAdvisor(deps: Deps, booking: CalendarBooking, startsAt: Date): Promise<void> {
  try {
    await moveBooking(deps, booking.leadId, startsAt, 'advisor');
  } catch (error) {
    if (error instanceof BookingTaken) throw new AppError('invalid', 'inbox.timeTaken');
    throw error;
  }
}

/** The free starts for this call on `days` Amsterdam days from `fromDay`, soonest first: the
 * times the booking page offers for its kind now. */
export async function freeTimesFor(
  db: Database,
  booking: CalendarBooking,
  fromDay: string,
  days: number,
): Promise<string[]> {
  const from = DateTime.fromISO(fromDay, { zone: BUSINESS.timeZone });
  const [start, end] = [from.toJSDate(), from.plus({ days }).toJSDate()];
  const slots = await freeSlots(db, kindFromDatabase(booking.kind));
  return slots.filter((slot) => {
    const at = new Date(slot);
    return at >= start && at < end;
  });
}
