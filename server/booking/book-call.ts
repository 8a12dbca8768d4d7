// Books a call (docs/decisions/0055-booking-on-the-site.md): the time must be free now, the
// visitor must bring a valid proof of work (a booking without one is refused, never held: a held
// booking would keep a real visitor's time), one address and one network hold at most
// BOOKING.futurePerPerson calls to come. The lead, its booking, the proof's single use, a private
// link to the request page and every job that tells the advisor and the visitor are committed in
// one transaction; the database's exclusion constraint decides a race for one time.
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { BOOKING, PRIVACY_POLICY_VERSION } from '../../common/business';
import type { BookingConfirmed } from '../../common/booking/booking-api';
import type { BookingForm } from '../../common/booking/booking-form';
import { KIND_IN_DATABASE, KIND_MINUTES, type BookingKind } from '../../common/booking/booking-kinds';
import type { Lang } from '../../common/lang';
import { formatLeadReference } from '../../common/leads/lead-reference';
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';
import { AppError } from '../errors';
import { enqueueLeadNotifications } from '../jobs/lead-notifications';
import { claimProofs } from '../leads/claim-proofs';
import type { BotVerdict } from '../leads/bot-check';
import { leadPhone } from '../people/phone-e164';
import { issueVisitorLink } from '../visitor-links/visitor-links';
import { enqueueBookingMails } from './booking-mail-queue';
import { BOOKING_LEAD_FORM, bookingLeadData } from './booking-lead-data';
import { BookingTaken, isOverlapRefusal } from './booking-taken';
import { busyTimes } from './busy-times';
import { bookingWindow, isOpenSlot, nearestSlots, openSlots } from './open-slots';
import { amsterdamIso } from './amsterdam-time';
import { reminderMarks } from './booking-reminders';

export type CallToBook = {
  kind: BookingKind;
  startsAt: Date;
  form: BookingForm;
  language: Lang;
  timeZone: string | undefined;
  network: string;
  pagePath: string | undefined;
  verdict: BotVerdict;
};

type Deps = { prisma: Database; boss: PgBoss };

/** What is busy while a call may be booked now: to the horizon and the longest call after it. */
function busyNow(db: Database | Prisma.TransactionClient, now: Date, exceptLead?: string) {
  const window = bookingWindow(now);
  const longest = Math.max(...Object.values(KIND_MINUTES)) * 60_000;
  return busyTimes(db, window.start, new Date(window.end.getTime() + longest), exceptLead);
}

/** The free times for `kind` now. */
export async function freeSlots(db: Database | Prisma.TransactionClient, kind: BookingKind, now = new Date()) {
  return openSlots(kind, now, await busyNow(db, now));
}

/** Throws BookingTaken (with the nearest free times) when `startsAt` is not free for `kind` now. */
export async function ensureFree(db: Database, kind: BookingKind, startsAt: Date, exceptLead?: string) {
  const now = new Date();
  const busy = await busyNow(db, now, exceptLead);
  if (!isOpenSlot(kind, startsAt, now, busy))
    throw new BookingTaken(nearestSlots(openSlots(kind, now, busy), startsAt));
}

export async function bookCall({ prisma, boss }: Deps, call: CallToBook): Promise<BookingConfirmed> {
  // Refused, never held: a held booking would keep a real visitor's time (docs/decisions/0055).
  if (!('proof' in call.verdict)) throw new AppError('invalid', 'form.bookingUnproven');
  const { proof } = call.verdict;
  await ensureFree(prisma, call.kind, call.startsAt);
  const endsAt = new Date(call.startsAt.getTime() + KIND_MINUTES[call.kind] * 60_000);
  const data = bookingLeadData(call.form, { startsAt: call.startsAt, endsAt });
  try {
    return await prisma.$transaction(async (tx) => {
      await holdsFewerThanLimit(tx, call.form.email, call.network);
      const [claimed] = await claimProofs(tx, [{ proof, submission: undefined }]);
      if (!claimed) throw new AppError('invalid', 'form.bookingUnproven');
      const id = randomUUID();
      const lead = await tx.lead.create({
        data: {
          id,
          formType: BOOKING_LEAD_FORM,
          data,
          email: call.form.email,
          phoneE164: leadPhone(data),
          language: call.language,
          pagePath: call.pagePath?.slice(0, 500),
          privacyAcceptedAt: new Date(),
          privacyPolicyVersion: PRIVACY_POLICY_VERSION,
        },
        select: { referenceNumber: true },
      });
      await tx.booking.create({
        data: {
          id: randomUUID(),
          leadId: id,
          kind: KIND_IN_DATABASE[call.kind],
          startsAt: call.startsAt,
          endsAt,
          sourceNetwork: call.network,
          visitorTimeZone: call.timeZone,
          ...reminderMarks(call.startsAt),
        },
        select: { id: true },
      });
      const visitorToken = await issueVisitorLink(tx, id);
      // The advisor's email (with the invitation) and push as for any lead; the visitor's
      // confirmation is the booking's own email, with her invitation (booking-mail-worker.ts).
      await enqueueLeadNotifications(boss, tx, [{ id, email: null }]);
      await enqueueBookingMails(boss, tx, [{ leadId: id, mail: 'booked', startsAt: call.startsAt.toISOString() }]);
      return {
        reference: formatLeadReference(lead.referenceNumber),
        kind: call.kind,
        startsAt: amsterdamIso(call.startsAt),
        endsAt: amsterdamIso(endsAt),
        visitorToken,
      };
    });
  } catch (error) {
    if (!isOverlapRefusal(error)) throw error;
    // Someone else's booking committed first: this one left nothing behind.
    throw new BookingTaken(nearestSlots(await freeSlots(prisma, call.kind), call.startsAt));
  }
}

/**
 * At most BOOKING.futurePerPerson calls to come per address and per network. Each is counted
 * under a lock of its own (held to the end of the transaction), so two requests from one
 * person cannot both pass the count.
 */
async function holdsFewerThanLimit(tx: Prisma.TransactionClient, email: string, network: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(key)) FROM unnest(${[`booking-email:${email}`, `booking-network:${network}`]}::text[]) AS key ORDER BY key`;
  const [counts] = await tx.$queryRaw<{ by_email: number; by_network: number }[]>`
    SELECT count(*) FILTER (WHERE l.email = ${email})::int AS by_email,
           count(*) FILTER (WHERE b.source_network = ${network})::int AS by_network
    FROM bookings b JOIN leads l ON l.id = b.lead_id
    WHERE b.cancelled_at IS NULL AND b.starts_at > now()`;
  if ((counts?.by_email ?? 0) >= BOOKING.futurePerPerson || (counts?.by_network ?? 0) >= BOOKING.futurePerPerson)
    throw new AppError('tooManyRequests', 'form.bookingLimit');
}
