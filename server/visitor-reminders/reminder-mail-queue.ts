// The visitor's reminder emails on a pg-boss queue of their own, enqueued in the transaction that
// claims them (claim-visitor-reminders.ts): the claim's row, not the queue, makes each one once
// (a singleton key alone deduplicates nothing on a standard pg-boss queue).
import type { PgBoss } from 'pg-boss';
import { enqueueInTransaction } from '../jobs/enqueue-in-transaction';
import type { JobWriter } from '../jobs/lead-notifications';

export const REMINDER_MAIL_QUEUE = 'visitor-reminder-mail';

/** One claimed reminder: the series' anchor (ISO) and its day. */
export type ReminderMailJob = { leadId: string; anchoredAt: string; day: number };

export const enqueueReminderMails = (boss: PgBoss, tx: JobWriter, jobs: ReminderMailJob[]) =>
  enqueueInTransaction(boss, REMINDER_MAIL_QUEUE, tx, jobs);
