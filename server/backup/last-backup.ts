// The last backup runs, for the inbox's System view, readiness and metrics: the latest run
// whatever its outcome (a failure shows), and the latest that succeeded (its age is the loss
// window right now).
import type { Database } from '../db/prisma';

const SELECT = {
  startedAt: true,
  finishedAt: true,
  outcome: true,
  trigger: true,
  locations: true,
  bytes: true,
  error: true,
} as const;

export async function readLastBackup(db: Database) {
  const [latest, lastSucceeded] = await Promise.all([
    db.backupRun.findFirst({ select: SELECT, orderBy: { startedAt: 'desc' } }),
    db.backupRun.findFirst({ select: SELECT, where: { outcome: 'SUCCEEDED' }, orderBy: { startedAt: 'desc' } }),
  ]);
  return { latest, lastSucceeded };
}
export type LastBackup = Awaited<ReturnType<typeof readLastBackup>>;
