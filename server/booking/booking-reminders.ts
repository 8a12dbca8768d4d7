// The reminders of a booked call (docs/decisions/0055-booking-on-the-site.md): an email to the
// visitor a day and an hour before, a push to the advisor a quarter of an hour before. Claimed
// on the reminders' minute schedule (server/reminders/reminder-job.ts): each claim marks the
// booking and enqueues its email or push in one transaction, so each is sent once however many
// processes look; a move clears the marks (change-booking.ts). A call booked or moved to less
// than a day ahead counts its day reminder as given by the confirmation (reminderMarks).
import { fromPrisma, type PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import { PUSH_QUEUES, type LeadPushJob } from '../jobs/push-queue';
import { enqueueBookingMails } from './booking-mail-queue';

export const REMINDERS_BEFORE_MINUTES = { dayBefore: 24 * 60, hourBefore: 60, advisor: 15 } as const;

/** The reminder marks a booking starts with at `startsAt`, booked or moved `now`. */
export function reminderMarks(startsAt: Date, now = new Date()) {
  const dayReminderPassed = startsAt.getTime() - now.getTime() < REMINDERS_BEFORE_MINUTES.dayBefore * 60_000;
  return {
    visitorDayRemindedAt: dayReminderPassed ? now : null,
    visitorHourRemindedAt: null,
    advisorRemindedAt: null,
  };
}

export type ClaimedBookingReminders = { dayBefore: string[]; hourBefore: string[]; advisor: string[] };

export async function claimDueBookingReminders(
  prisma: Database,
  boss: PgBoss,
  now = new Date(),
): Promise<ClaimedBookingReminders> {
  const { dayBefore, hourBefore, advisor } = REMINDERS_BEFORE_MINUTES;
  return prisma.$transaction(async (tx) => {
    // The hour's reminder passes over the day's: a day reminder is never sent within the hour.
    const day = await tx.$queryRaw<
      { lead_id: string; starts_at: Date }[]
    >`UPDATE bookings SET visitor_day_reminded_at = ${now}
      WHERE cancelled_at IS NULL AND visitor_day_reminded_at IS NULL
        AND starts_at <= ${now}::timestamptz + make_interval(mins => ${dayBefore}::int)
        AND starts_at > ${now}::timestamptz + make_interval(mins => ${hourBefore}::int)
      RETURNING lead_id, starts_at`;
    const hour = await tx.$queryRaw<
      { lead_id: string; starts_at: Date }[]
    >`UPDATE bookings SET visitor_hour_reminded_at = ${now}
      WHERE cancelled_at IS NULL AND visitor_hour_reminded_at IS NULL
        AND starts_at <= ${now}::timestamptz + make_interval(mins => ${hourBefore}::int) AND starts_at > ${now}
      RETURNING lead_id, starts_at`;
    const soon = await tx.$queryRaw<{ lead_id: string }[]>`UPDATE bookings SET advisor_reminded_at = ${now}
      WHERE cancelled_at IS NULL AND advisor_reminded_at IS NULL
        AND starts_at <= ${now}::timestamptz + make_interval(mins => ${advisor}::int) AND starts_at > ${now}
      RETURNING lead_id`;
    await enqueueBookingMails(boss, tx, [
      ...day.map((row) => ({ leadId: row.lead_id, mail: 'dayBefore' as const, startsAt: row.starts_at.toISOString() })),
      ...hour.map((row) => ({
        leadId: row.lead_id,
        mail: 'hourBefore' as const,
        startsAt: row.starts_at.toISOString(),
      })),
    ]);
    if (soon.length > 0)
      await boss.insert(
        PUSH_QUEUES.leadPush,
        soon.map((row) => ({ data: { leadId: row.lead_id, reason: 'bookingSoon' } satisfies LeadPushJob })),
        { db: fromPrisma(tx) },
      );
    return {
      dayBefore: day.map((row) => row.lead_id),
      hourBefore: hour.map((row) => row.lead_id),
      advisor: soon.map((row) => row.lead_id),
    };
  });
}
