// What the visitor does on her request page reaches the advisor at once
// (docs/decisions/0058-request-page.md, 0061): a push with its reason, and the lead on Today, since
// its follow-up day becomes today unless it is sooner. Inside the caller's transaction, so the
// news commits with what it is news of.
import { fromPrisma, type PgBoss } from 'pg-boss';
import type { Prisma } from '../generated/prisma/client';
import { PUSH_QUEUES, type LeadPushJob, type PushReason } from '../jobs/push-queue';
import { FIRM_TIME_ZONE } from '../leads/lead-query';

export async function tellAdvisor(
  tx: Prisma.TransactionClient,
  boss: PgBoss,
  leadId: string,
  reason: PushReason,
): Promise<void> {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: FIRM_TIME_ZONE });
  await tx.$executeRaw`UPDATE leads SET follow_up_on = ${today}::date
    WHERE id = ${leadId}::uuid AND (follow_up_on IS NULL OR follow_up_on > ${today}::date)`;
  await boss.insert(PUSH_QUEUES.leadPush, [{ data: { leadId, reason } satisfies LeadPushJob }], { db: fromPrisma(tx) });
}
