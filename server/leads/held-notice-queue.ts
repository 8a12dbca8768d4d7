// The advisor's summary of leads held to review (docs/decisions/0043-to-review.md): enqueued in
// the transaction that holds a lead, sent by server/inbox/held-notice.ts. The queue's "stately"
// policy keeps at most one job waiting and one running across every process, so a flood of
// held leads makes one job, not one per lead; the worker spaces the summaries 30 minutes apart.
import type { PgBoss } from 'pg-boss';
import { jobDb, type JobWriter } from '../jobs/lead-notifications';

export const HELD_NOTICE_QUEUE = 'held-leads-notice';
const KEY = 'held';

export async function createHeldNoticeQueue(boss: PgBoss): Promise<void> {
  // A few tries a minute apart through a short SMTP outage; a later hold enqueues it again.
  await boss.createQueue(HELD_NOTICE_QUEUE, { policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true });
}

/** A summary soon, or at `startAfter`; nothing new when one is already waiting (it will cover this hold too). */
export async function enqueueHeldNotice(boss: PgBoss, tx?: JobWriter, startAfter?: Date): Promise<void> {
  await boss.send(
    HELD_NOTICE_QUEUE,
    {},
    { singletonKey: KEY, ...(startAfter && { startAfter }), ...(tx && { db: jobDb(tx) }) },
  );
}
