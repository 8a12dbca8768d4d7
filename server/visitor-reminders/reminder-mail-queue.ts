// The visitor's reminder emails on a pg-boss queue of their own, enqueued in the transaction that
// claims them (claim-visitor-reminders.ts): the claim's row, not the queue, makes each one once
// (a singleton key alone deduplicates nothing on a standard pg-boss queue).
import type { PgBoss } from 'pg-boss';
import { jobDb, type JobWriter } from '../jobs/lead-notifications';

export const REMINDER_MAIL_QUEUE = 'visitor-reminder-mail';

/** One claimed reminder: the series' anchor (ISO) and its day. */
export type ReminderMailJob = { leadId: string; anchoredAt: string; day: number };

export async function createReminderMailQueue(boss: PgBoss, retry: object): Promise<void> {
  await boss.createQueue(REMINDER_MAIL_QUEUE, retry);
  await boss.updateQueue(REMINDER_MAIL_QUEUE, retry);
}

export async function enqueueReminderMails(boss: PgBoss, tx: JobWriter, jobs: ReminderMailJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await boss.insert(
    REMINDER_MAIL_QUEUE,
    jobs.map((data) => ({ data })),
    { db: jobDb(tx) },
  );
}
