// The last backup runs, for the inbox's System view, readiness and metrics: the latest run
// whatever its outcome (a failure shows), and the latest that succeeded (its age is the loss
// window right now).
import type { BackupStatus } from '../../common/inbox/system-status';
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

/** What the System view, /readyz and the metrics say of it. */
export async function readBackupStatus(db: Database): Promise<BackupStatus> {
  const { latest, lastSucceeded } = await readLastBackup(db);
  const failed = latest?.outcome === 'FAILED' ? latest : null;
  return {
    lastSucceededAt: lastSucceeded?.finishedAt?.toISOString() ?? null,
    locations: lastSucceeded?.locations ?? [],
    bytes: lastSucceeded?.bytes === null || lastSucceeded?.bytes === undefined ? null : Number(lastSucceeded.bytes),
    failingSince: failed?.startedAt.toISOString() ?? null,
    lastError: failed?.error ?? null,
  };
}
