// What keeps a time from being offered (docs/decisions/0055-booking-on-the-site.md): live
// bookings, the advisor's blocks and the busy times imported from her own calendar
// (server/calendar/busy-import.ts, docs/decisions/0057-calendar-in-the-inbox.md). Read in one statement; the database's exclusion constraint
// (bookings_no_overlap) is what finally refuses a double booking, this only hides taken times.
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';
import type { Interval } from './open-slots';

type Db = Database | Prisma.TransactionClient;

/** `exceptLead`: the lead whose own booking is being moved does not block its new time. */
export async function busyTimes(db: Db, from: Date, to: Date, exceptLead?: string): Promise<Interval[]> {
  const rows = await db.$queryRaw<{ starts_at: Date; ends_at: Date }[]>`
    SELECT starts_at, ends_at FROM bookings
    WHERE cancelled_at IS NULL AND starts_at < ${to} AND ends_at > ${from} AND lead_id IS DISTINCT FROM ${exceptLead ?? null}::uuid
    UNION ALL
    SELECT starts_at, ends_at FROM calendar_blocks WHERE starts_at < ${to} AND ends_at > ${from}
    UNION ALL
    SELECT starts_at, ends_at FROM imported_busy_times WHERE starts_at < ${to} AND ends_at > ${from}`;
  return rows.map((row) => ({ start: row.starts_at, end: row.ends_at }));
}
