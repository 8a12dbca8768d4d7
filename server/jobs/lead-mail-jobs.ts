// The emails a lead sends, enqueued inside the caller's transaction: a fresh lead's in
// create-lead.ts, a lead released from spam's in server/inbox/release-lead.ts. The advisor's
// notification outranks the visitor's confirmation, so a flood of confirmations never holds
// the advisor's email back (server/jobs/mail-workers.ts also keeps a worker for it alone).
import { fromPrisma, type PgBoss } from 'pg-boss';
import type { Prisma } from '../generated/prisma/client';
import { QUEUES, type MailJob } from './queue';

export const MAIL_PRIORITY = { advisor: 1, confirmation: 0 } as const satisfies Record<MailJob['mail'], number>;

export async function enqueueLeadMail(
  boss: PgBoss,
  tx: Prisma.TransactionClient,
  leads: { id: string; email: string | null | undefined }[],
): Promise<void> {
  const job = (leadId: string, mail: MailJob['mail']) => ({
    data: { leadId, mail } satisfies MailJob,
    singletonKey: `${leadId}:${mail}`,
    priority: MAIL_PRIORITY[mail],
  });
  const jobs = leads.flatMap(({ id, email }) =>
    email ? [job(id, 'advisor'), job(id, 'confirmation')] : [job(id, 'advisor')],
  );
  if (jobs.length > 0) await boss.insert(QUEUES.leadMail, jobs, { db: fromPrisma(tx) });
}
