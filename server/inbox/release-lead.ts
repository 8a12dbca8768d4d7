// "Not spam": a lead the bot check held (stored, no email sent) leaves Spam and its emails go
// out then, through the same enqueueing as a fresh lead's (server/jobs/lead-notifications.ts). A
// lead that had already been notified before someone marked it spam sends nothing again.
import type { PgBoss } from 'pg-boss';
import type { Prisma } from '../generated/prisma/client';
import { enqueueLeadNotifications } from '../jobs/lead-notifications';

export async function releaseHeldLead(tx: Prisma.TransactionClient, boss: PgBoss, id: string): Promise<void> {
  const lead = await tx.lead.findUnique({ where: { id }, select: { email: true, notificationState: true } });
  if (lead?.notificationState !== 'NOT_NEEDED') return;
  await tx.lead.update({
    where: { id },
    data: { notificationState: 'PENDING', confirmationState: lead.email ? 'PENDING' : 'NOT_NEEDED' },
    select: { id: true },
  });
  await enqueueLeadNotifications(boss, tx, [{ id, email: lead.email }]);
}
