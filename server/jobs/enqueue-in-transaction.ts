// Jobs written with the caller's transaction (a Prisma one or pg-boss's own kind of db): committed
// with what they are about, or not at all.
import type { PgBoss } from 'pg-boss';
import { jobDb, type JobWriter } from './lead-notifications';

export async function enqueueInTransaction<T extends object>(
  boss: PgBoss,
  queue: string,
  tx: JobWriter,
  jobs: T[],
): Promise<void> {
  if (jobs.length === 0) return;
  await boss.insert(
    queue,
    jobs.map((data) => ({ data })),
    { db: jobDb(tx) },
  );
}
