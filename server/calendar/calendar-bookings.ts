// Bookings as the inbox shows them: the call and whose it is (name and reference, which link
// to the lead). The name is read as the lead list reads it (the form's full name).
import type { BookingInfo, BookingKind, CalendarBooking } from '../../common/inbox/calendar';
import { formatLeadReference } from '../../common/leads/lead-reference';
import type { Database } from '../db/prisma';
import { Prisma } from '../generated/prisma/client';

type BookingRecord = {
  id: string;
  lead_id: string;
  kind: BookingKind;
  starts_at: Date;
  ends_at: Date;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  reference_number: number;
  name: string | null;
};

const toInfo = (row: BookingRecord): BookingInfo => ({
  id: row.id,
  leadId: row.lead_id,
  kind: row.kind,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  cancelledAt: row.cancelled_at?.toISOString() ?? null,
  cancelledBy: row.cancelled_by,
});

const toCalendarBooking = (row: BookingRecord): CalendarBooking => ({
  ...toInfo(row),
  reference: formatLeadReference(row.reference_number),
  name: row.name,
});

const selectBookings = (where: Prisma.Sql) => Prisma.sql`SELECT b.id, b.lead_id, b.kind::text AS kind, b.starts_at,
    b.ends_at, b.cancelled_at, b.cancelled_by, l.reference_number, nullif(trim(l.data->>'nombreCompleto'), '') AS name
  FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE ${where} ORDER BY b.starts_at, b.id`;

/** Live bookings ending after `since` (now unless given) and, with `until`, starting before it; soonest first. */
export async function liveBookings(
  db: Database,
  { since, until }: { since?: Date; until?: Date } = {},
): Promise<CalendarBooking[]> {
  const after = since ? Prisma.sql`b.ends_at > ${since}` : Prisma.sql`b.ends_at > now()`;
  const before = until ? Prisma.sql`AND b.starts_at < ${until}` : Prisma.empty;
  const rows = await db.$queryRaw<BookingRecord[]>(
    selectBookings(Prisma.sql`b.cancelled_at IS NULL AND ${after} ${before}`),
  );
  return rows.map(toCalendarBooking);
}

/** A lead's booking, cancelled or not; null when it has none. */
export async function leadBooking(db: Database, leadId: string): Promise<CalendarBooking | null> {
  const [row] = await db.$queryRaw<BookingRecord[]>(selectBookings(Prisma.sql`b.lead_id = ${leadId}::uuid`));
  return row ? toCalendarBooking(row) : null;
}

export async function bookingById(db: Database, id: string): Promise<CalendarBooking | null> {
  const [row] = await db.$queryRaw<BookingRecord[]>(selectBookings(Prisma.sql`b.id = ${id}::uuid`));
  return row ? toCalendarBooking(row) : null;
}
