// Everything that tells people about a new lead, enqueued in one place: the advisor's email,
// the visitor's confirmation (when there is an address) and the push to the advisor's
// devices. Called in the lead's own transaction, so a committed lead always has its jobs;
// a lead held back (spam) gets them here when it is released (server/inbox/release-lead.ts).
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

export async function enqueueLeadNotifications(boss: PgBoss, tx: JobWriter, leads: NotifiedLead[]): Promise<void> {
  if (leads.length === 0) return;
  const db = jobDb(tx);
  const mail = (leadId: string, kind: MailJob['mail']) => ({
    data: { leadId, mail: kind } satisfies MailJob,
    singletonKey: `${leadId}:${kind}`,
    priority: MAIL_PRIORITY[kind],
  });
  await boss.insert(
    QUEUES.leadMail,
    leads.flatMap(({ id, email }) => (email ? [mail(id, 'advisor'), mail(id, 'confirmation')] : [mail(id, 'advisor')])),
    { db },
  );
  await boss.insert(
    PUSH_QUEUES.leadPush,
    leads.map(({ id }) => ({ data: { leadId: id } satisfies LeadPushJob, singletonKey: id })),
    { db },
  );
}
