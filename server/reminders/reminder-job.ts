// The reminders' clock: a pg-boss schedule every minute. The schedule lives in PostgreSQL and
// fires once per tick whichever process holds it; what is due is claimed in the database
// (due-reminders.ts), so a restart or a second process never sends a reminder twice.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import type { Logger } from '../logger';
import { FIRM_TIME_ZONE } from '../leads/lead-query';
import { claimDueBookingReminders } from '../booking/booking-reminders';
import { claimDueVisitorReminders } from '../visitor-reminders/claim-visitor-reminders';
import { claimDueReminders } from './due-reminders';

export const REMINDER_QUEUE = 'advisor-reminders';

export async function startReminderJob(boss: PgBoss, deps: { prisma: Database; logger: Logger }): Promise<void> {
  // A missed tick is made up by the next one: no retries needed.
  await boss.createQueue(REMINDER_QUEUE, { retryLimit: 0, deleteAfterSeconds: 24 * 3600 });
  await boss.schedule(REMINDER_QUEUE, '* * * * *', null, { tz: FIRM_TIME_ZONE });
  await boss.work(REMINDER_QUEUE, async () => {
    const claimed = await claimDueReminders(deps.prisma, boss);
    const count = claimed.replyBy.length + claimed.followUp.length;
    if (count > 0)
      deps.logger.info({ replyBy: claimed.replyBy.length, followUp: claimed.followUp.length }, 'reminders sent');
    // Booked calls' reminders (docs/decisions/0055-booking-on-the-site.md), on the same clock.
    const calls = await claimDueBookingReminders(deps.prisma, boss);
    const callCount = calls.dayBefore.length + calls.hourBefore.length + calls.advisor.length;
    if (callCount > 0)
      deps.logger.info(
        { dayBefore: calls.dayBefore.length, hourBefore: calls.hourBefore.length, advisor: calls.advisor.length },
        'call reminders sent',
      );
    // The visitor's reminders while something is asked of her (docs/decisions/0062-visitor-reminders-and-revoked-links.md).
    const visitor = await claimDueVisitorReminders(deps.prisma, boss);
    if (visitor.length > 0) deps.logger.info({ visitor: visitor.length }, 'visitor reminders claimed');
  });
}
