// How much work waits in the queue (pg-boss, schema pgboss) and for how long: every job not
// yet done, whether waiting, retrying after a failure or running. The dead-letter queue is
// counted apart: nobody works it, and it holds the emails given up (server/jobs/queue.ts).
import type { QueueStatus } from '../../common/inbox/system-status';
import type { Database } from '../db/prisma';
import { QUEUES } from '../jobs/queue';

export async function readQueueStatus(prisma: Database): Promise<QueueStatus> {
  const [row] = await prisma.$queryRaw<{ depth: number; oldest: Date | null; dead: number }[]>`
    SELECT count(*) FILTER (WHERE name <> ${QUEUES.deadLetters})::int AS depth,
           min(created_on) FILTER (WHERE name <> ${QUEUES.deadLetters}) AS oldest,
           count(*) FILTER (WHERE name = ${QUEUES.deadLetters} AND created_on > now() - interval '7 days')::int AS dead
    FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`;
  return { depth: row!.depth, oldestCreatedAt: row!.oldest?.toISOString() ?? null, deadLetters: row!.dead };
}
