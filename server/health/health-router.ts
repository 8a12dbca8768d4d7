import { Router } from 'express';
import type { BackupStatus, QueueStatus } from '../../common/inbox/system-status';
import type { Database } from '../db/prisma';

const CHECK_TIMEOUT_MS = 2000;

/** The answer of `check`, or undefined when it fails or takes longer than CHECK_TIMEOUT_MS. */
function withinTimeout<T>(check: Promise<T>): Promise<T | undefined> {
  return Promise.race([
    check.catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS, undefined).unref()),
  ]);
}

/**
 * /healthz: 200 while PostgreSQL answers; 503 when it does not, or while the process is shutting
 * down. Cheap (one SELECT 1), for load balancers and container checks.
 * /readyz: the same status, plus what an operator watches: the queue's depth, its oldest job,
 * the emails given up, and the last backup's age. Those are reported only, never turned into a 503: a backlog or an old
 * backup must not take every instance out of the balancer (docs/DEPLOY.md, "Watching it").
 */
export function healthRouter(
  prisma: Database,
  isShuttingDown: () => boolean,
  readQueue: () => Promise<QueueStatus>,
  readBackup: () => Promise<BackupStatus>,
): Router {
  const router = Router();
  const status = async () => {
    if (isShuttingDown()) return 'shutting-down';
    return (await withinTimeout(prisma.$queryRaw`SELECT 1`)) ? 'ok' : 'database-unavailable';
  };
  router.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const current = await status();
    res.status(current === 'ok' ? 200 : 503).json({ status: current });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const current = await status();
    const [queue, backup] =
      current === 'ok' ? await Promise.all([withinTimeout(readQueue()), withinTimeout(readBackup())]) : [];
    const oldestAgeSeconds =
      queue?.oldestCreatedAt && Math.round((Date.now() - Date.parse(queue.oldestCreatedAt)) / 1000);
    res.status(current === 'ok' ? 200 : 503).json({
      status: current,
      ...(queue && {
        queue: { depth: queue.depth, oldestAgeSeconds: oldestAgeSeconds ?? null, deadLetters: queue.deadLetters },
      }),
      ...(backup && {
        backup: {
          lastSucceededAt: backup.lastSucceededAt,
          ageSeconds: backup.lastSucceededAt
            ? Math.round((Date.now() - Date.parse(backup.lastSucceededAt)) / 1000)
            : null,
          failing: backup.failingSince !== null,
        },
      }),
    });
  });
  return router;
}
