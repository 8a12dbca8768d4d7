// Claims the visitor's reminders that are due (docs/decisions/0062-visitor-reminders-and-revoked-links.md),
// on the reminders' minute schedule (server/reminders/reminder-job.ts). A claim is a row of
// visitor_reminders, whose primary key (lead, series, day) only one transaction can insert: the
// row and the email's job are written in one transaction, so each reminder is claimed once
// however many processes look and whenever they restart, and a claimed one always has its job.
// When several days were reached while nothing ran, only the latest is sent; the earlier ones
// are claimed as passed over.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import { isDecentHour, LAST_LATE_DAY, reachedDays } from './reminder-days';
import { enqueueReminderMails, type ReminderMailJob } from './reminder-mail-queue';
import { REMINDED_STATUSES, STILL_ASKED_SELECT, stillAsked } from './still-asked';

export async function claimDueVisitorReminders(
  prisma: Database,
  boss: PgBoss,
  now = new Date(),
): Promise<ReminderMailJob[]> {
  if (!isDecentHour(now)) return [];
  // A day of margin over the last calendar day a reminder may go (reachedDays decides exactly).
  const horizon = new Date(now.getTime() - (LAST_LATE_DAY + 2) * 24 * 3600_000);
  return prisma.$transaction(async (tx) => {
    const leads = await tx.lead.findMany({
      where: {
        status: { in: [...REMINDED_STATUSES] },
        email: { not: null },
        remindersStoppedAt: null,
        OR: [{ createdAt: { gt: horizon } }, { notes: { some: { kind: 'FOR_VISITOR', createdAt: { gt: horizon } } } }],
      },
      select: { id: true, ...STILL_ASKED_SELECT },
    });
    const jobs: ReminderMailJob[] = [];
    for (const lead of leads) {
      const asked = stillAsked(lead);
      const days = asked ? reachedDays(asked.anchor, now) : [];
      const latest = days.at(-1);
      if (!asked || latest === undefined) continue;
      const claimed = await tx.$queryRaw<
        { day: number }[]
      >`INSERT INTO visitor_reminders (lead_id, anchored_at, day, claimed_at)
        SELECT ${lead.id}::uuid, ${asked.anchor}, day, ${now} FROM unnest(${days}::smallint[]) AS day
        ON CONFLICT DO NOTHING RETURNING day`;
      if (claimed.some((row) => row.day === latest))
        jobs.push({ leadId: lead.id, anchoredAt: asked.anchor.toISOString(), day: latest });
    }
    await enqueueReminderMails(boss, tx, jobs);
    return jobs;
  });
}
