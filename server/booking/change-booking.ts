// Moving and cancelling a booked call (docs/decisions/0055-booking-on-the-site.md), one service
// for both sides: the visitor's endpoints by her request page's token, and the advisor's inbox.
// Each change is committed with its email to the visitor (a new invitation, or a cancelling one)
// and, when the visitor made it, a push to the advisor; a move clears the reminders so each is
// sent once for the new time. Only a call still to come can change.
import { fromPrisma, type PgBoss } from 'pg-boss';
import { KIND_MINUTES, kindFromDatabase } from '../../common/booking/booking-kinds';
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';
import { AppError } from '../errors';
import { PUSH_QUEUES, type LeadReasonPush } from '../jobs/push-queue';
import { amsterdamIso } from './amsterdam-time';
import { bookedTimeText } from './booking-lead-data';
import { enqueueBookingMails } from './booking-mail-queue';
import { reminderMarks } from './booking-reminders';
import { BookingTaken, isOverlapRefusal } from './booking-taken';
import { ensureFree, freeSlots } from './book-call';
import { nearestSlots } from './open-slots';

export type ChangedBy = 'visitor' | 'advisor';
type Deps = { prisma: Database; boss: PgBoss };
export type BookedTime = { startsAt: string; endsAt: string };

/** The live booking of a lead that is still to come; refused alike when there is none. */
async function upcomingBooking(db: Database | Prisma.TransactionClient, leadId: string) {
  const booking = await db.booking.findFirst({
    where: { leadId, cancelledAt: null, startsAt: { gt: new Date() } },
    select: { id: true, kind: true, startsAt: true },
  });
  if (!booking) throw new AppError('notFound', 'form.bookingNotFound');
  return booking;
}

async function tellAdvisor(boss: PgBoss, tx: Prisma.TransactionClient, leadId: string, job: LeadReasonPush) {
  await boss.insert(PUSH_QUEUES.leadPush, [{ data: { ...job, leadId } satisfies LeadReasonPush }], {
    db: fromPrisma(tx),
  });
}

export async function cancelBooking({ prisma, boss }: Deps, leadId: string, by: ChangedBy): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const booking = await upcomingBooking(tx, leadId);
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, cancelledAt: null },
      data: { cancelledAt: new Date(), cancelledBy: by, inviteSequence: { increment: 1 } },
    });
    if (count === 0) throw new AppError('notFound', 'form.bookingNotFound');
    await enqueueBookingMails(boss, tx, [{ leadId, mail: 'cancelled', startsAt: booking.startsAt.toISOString() }]);
    if (by === 'visitor') await tellAdvisor(boss, tx, leadId, { leadId, reason: 'bookingCancelled' });
  });
}

/** Throws BookingTaken with the nearest free times when the new time is not free. */
export async function moveBooking(
  { prisma, boss }: Deps,
  leadId: string,
  startsAt: Date,
  by: ChangedBy,
): Promise<BookedTime> {
  const current = await upcomingBooking(prisma, leadId);
  const kind = kindFromDatabase(current.kind);
  await ensureFree(prisma, kind, startsAt, leadId);
  const endsAt = new Date(startsAt.getTime() + KIND_MINUTES[kind] * 60_000);
  try {
    await prisma.$transaction(async (tx) => {
      const { count } = await tx.booking.updateMany({
        where: { id: current.id, cancelledAt: null, startsAt: { gt: new Date() } },
        data: {
          startsAt,
          endsAt,
          inviteSequence: { increment: 1 },
          ...reminderMarks(startsAt),
        },
      });
      if (count === 0) throw new AppError('notFound', 'form.bookingNotFound');
      // The lead's "days and times" answer follows the booking (booking-lead-data.ts).
      await tx.$executeRaw`UPDATE leads SET data = jsonb_set(data, '{diasHorarios}', to_jsonb(${bookedTimeText(startsAt, endsAt)}::text)),
        updated_at = now() WHERE id = ${leadId}::uuid`;
      await enqueueBookingMails(boss, tx, [{ leadId, mail: 'moved', startsAt: startsAt.toISOString() }]);
      if (by === 'visitor') await tellAdvisor(boss, tx, leadId, { leadId, reason: 'bookingMoved' });
    });
  } catch (error) {
    if (!isOverlapRefusal(error)) throw error;
    throw new BookingTaken(nearestSlots(await freeSlots(prisma, kind), startsAt));
  }
  return { startsAt: amsterdamIso(startsAt), endsAt: amsterdamIso(endsAt) };
}
