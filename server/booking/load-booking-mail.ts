// A booked call as its emails need it: the lead's reference, first name, address and language,
// and the booking's kind, time, time zones and invitation sequence. Null once the lead is erased.
import type { BookingKind } from '../../common/booking/booking-kinds';
import { kindFromDatabase } from '../../common/booking/booking-kinds';
import type { Lang } from '../../common/lang';
import { formatLeadReference } from '../../common/leads/lead-reference';
import type { Database } from '../db/prisma';
import { NAME_SQL } from '../leads/lead-query';

export type BookingMailLead = {
  leadId: string;
  bookingId: string;
  reference: string;
  fullName: string | null;
  email: string | null;
  language: Lang;
  kind: BookingKind;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  sequence: number;
  visitorTimeZone: string | null;
};

type Row = {
  booking_id: string;
  reference_number: number;
  full_name: string | null;
  email: string | null;
  language: Lang;
  kind: 'FREE_CONSULTATION' | 'URGENT_VIDEO';
  starts_at: Date;
  ends_at: Date;
  cancelled_at: Date | null;
  invite_sequence: number;
  visitor_time_zone: string | null;
};

export async function loadBookingMail(prisma: Database, leadId: string): Promise<BookingMailLead | null> {
  const [row] = await prisma.$queryRaw<Row[]>`SELECT b.id AS booking_id, l.reference_number, ${NAME_SQL} AS full_name,
      l.email, l.language::text AS language, b.kind::text AS kind, b.starts_at, b.ends_at, b.cancelled_at,
      b.invite_sequence, b.visitor_time_zone
    FROM leads l JOIN bookings b ON b.lead_id = l.id WHERE l.id = ${leadId}::uuid`;
  if (!row) return null;
  return {
    leadId,
    bookingId: row.booking_id,
    reference: formatLeadReference(row.reference_number),
    fullName: row.full_name,
    email: row.email,
    language: row.language,
    kind: kindFromDatabase(row.kind),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    cancelled: row.cancelled_at !== null,
    sequence: row.invite_sequence,
    visitorTimeZone: row.visitor_time_zone,
  };
}
