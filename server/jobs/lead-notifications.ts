// Everything that tells people about new leads, enqueued in one place: the advisor's email,
// then the visitor's confirmation (when there is an address), and the push to the advisor's
// devices. Called in the leads' own transaction, so a committed lead always has its jobs;
// a lead held back (spam) gets them here when it is released (server/inbox/release-lead.ts).
// A batch of the lead writer gets two job rows however many leads it holds: the advisor's emails
// (which queue the confirmations once tried, server/mail/batch-mail.ts) and the pushes; their
// workers tell the leads one after the other (docs/decisions/0071-news-jobs-per-batch.md).
// The advisor's email outranks the visitor's confirmation, so a flood of confirmations never
// holds it back (server/mail/mail-workers.ts also keeps a worker for it alone).
import { fromPrisma, type PgBoss } from 'pg-boss';
import { PUSH_QUEUES, type LeadPushJob } from './push-queue';
import { QUEUES, type MailJob, type MailKind, type SqlExecutor } from './queue';

export const MAIL_PRIORITY = { advisor: 1, confirmation: 0 } as const satisfies Record<MailKind, number>;

export type NotifiedLead = { id: string; email: string | null | undefined };
/** A Prisma transaction (or client) the jobs are written with, or pg-boss's own kind of db (recorded-jobs.ts). */
export type JobWriter = Parameters<typeof fromPrisma>[0] | SqlExecutor;

export const jobDb = (writer: JobWriter): SqlExecutor => ('executeSql' in writer ? writer : fromPrisma(writer));

/** An email job, at its kind's priority. */
export const mailJob = (data: MailJob) => ({ data, priority: MAIL_PRIORITY[data.mail] });

export async function enqueueLeadNotifications(boss: PgBoss, tx: JobWriter, leads: NotifiedLead[]): Promise<void> {
  if (leads.length === 0) return;
  const db = jobDb(tx);
  const leadIds = leads.map(({ id }) => id);
  const confirm = leads.flatMap(({ id, email }) => (email ? [id] : []));
  await boss.insert(QUEUES.leadMail, [mailJob({ mail: 'advisor', leadIds, confirm })], { db });
  await boss.insert(PUSH_QUEUES.leadPush, [{ data: { leadIds } satisfies LeadPushJob }], { db });
}
