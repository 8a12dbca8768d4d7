// The visitor's answer to what the advisor asked her on her request page
// (docs/decisions/0058-request-page.md): kept as a note from the visitor on the lead, and the
// advisor told at once by push; the lead's follow-up day becomes today (unless it is sooner) so
// the answer is on Today as well. One transaction: the note, the day and the push job.
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import type { PushReason } from '../jobs/push-queue';
import { tellAdvisor } from './tell-advisor';

/** `reason`: an answer, or her request that the firm erase her data (the advisor erases it from the inbox, as any erasure). */
export async function recordVisitorReply(
  prisma: Database,
  boss: PgBoss,
  leadId: string,
  body: string,
  reason: Extract<PushReason, 'visitorReply' | 'erasureRequest'> = 'visitorReply',
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.leadNote.create({ data: { id: randomUUID(), leadId, body, kind: 'FROM_VISITOR' } });
    await tellAdvisor(tx, boss, leadId, reason);
  });
}
