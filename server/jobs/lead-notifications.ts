// Everything that tells people about new leads, enqueued in one place: the advisor's email,
// the visitor's confirmation (when there is an address) and the push to the advisor's
// devices. Called in the leads' own transaction, so a committed lead always has its jobs;
// a lead held back (spam) gets them here when it is released (server/inbox/release-lead.ts).
// One job of each kind names all the leads of the call, so a batch of the lead writer writes
// three job rows however many leads it holds, and its workers tell them one after the other
// without waiting to fetch each (docs/decisions/0071-a-batch-of-news-in-three-jobs.md).
// The advisor's email outranks the visitor's confirmation, so a flood of confirmations never
// holds it back (server/mail/mail-workers.ts also keeps a worker for it alone).
import { fromPrisma, type PgBoss } from 'pg-boss';
import { PUSH_QUEUES, type LeadPushJob } from './push-queue';
import { QUEUES, type MailJob, type SqlExecutor } from './queue';

export const MAIL_PRIORITY = { advisor: 1, confirmation: 0 } as const satisfies Record<MailJob['mail'], number>;

export type NotifiedLead = { id: string; email: string | null | undefined };
/** A Prisma transaction (or client) the jobs are written with, or pg-boss's own kind of db (recorded-jobs.ts). */
export type JobWriter = Parameters<typeof fromPrisma>[0] | SqlExecutor;

export const jobDb = (writer: JobWriter): SqlExecutor => ('executeSql' in writer ? writer : fromPrisma(writer));

/** The leads a job is about: a lead's news names its batch; a job queued by an earlier release, or a push about one lead, names one. */
export const jobLeads = (data: { leadIds: string[] } | { leadId: string }): string[] =>
  'leadIds' in data ? data.leadIds : [data.leadId];

/** The advisor's email or the confirmations of these leads, as one job. */
export const mailJob = (mail: MailJob['mail'], leadIds: string[]) => ({
  data: { leadIds, mail } satisfies MailJob,
  priority: MAIL_PRIORITY[mail],
});

export async function enqueueLeadNotifications(boss: PgBoss, tx: JobWriter, leads: NotifiedLead[]): Promise<void> {
  if (leads.length === 0) return;
  const db = jobDb(tx);
  const ids = leads.map(({ id }) => id);
  const confirmed = leads.flatMap(({ id, email }) => (email ? [id] : []));
  await boss.insert(
    QUEUES.leadMail,
    [mailJob('advisor', ids), ...(confirmed.length > 0 ? [mailJob('confirmation', confirmed)] : [])],
    { db },
  );
  await boss.insert(PUSH_QUEUES.leadPush, [{ data: { leadIds: ids } satisfies LeadPushJob }], { db });
}
