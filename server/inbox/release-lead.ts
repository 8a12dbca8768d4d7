// "Not spam" or "release": a lead the bot check held (stored as spam or to review, no email
// sent) leaves Spam or To review and its emails go out then, through the same enqueueing as a
// fresh lead's (server/jobs/lead-notifications.ts): the advisor's first, then the visitor's
// confirmation. A lead that had already been notified before someone marked it spam sends
// nothing again. Its source network, kept only to group held leads, goes.
import type { PgBoss } from 'pg-boss';
import type { Prisma } from '../generated/prisma/client';
import { enqueueLeadNotifications } from '../jobs/lead-notifications';
import type { LeadStatus } from '../../common/inbox/statuses';

/** Held back by the bot check (docs/decisions/0043-to-review.md): nothing was sent for it. */
export const isHeld = (status: LeadStatus) => status === 'SPAM' || status === 'REVIEW';

export async function releaseHeldLead(tx: Prisma.TransactionClient, boss: PgBoss, id: string): Promise<void> {
  const lead = await tx.lead.findUnique({ where: { id }, select: { email: true, notificationState: true } });
  if (lead?.notificationState !== 'NOT_NEEDED') return;
  await tx.lead.update({
    where: { id },
    data: {
      sourceNetwork: null,
      notificationState: 'PENDING',
      confirmationState: lead.email ? 'PENDING' : 'NOT_NEEDED',
    },
    select: { id: true },
  });
  await enqueueLeadNotifications(boss, tx, [{ id, email: lead.email }]);
}
