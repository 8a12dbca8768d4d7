import { Router } from 'express';
import type { Database } from '../db/prisma';

const CHECK_TIMEOUT_MS = 2000;

/** 200 while PostgreSQL answers; 503 when it does not, or while the process is shutting down. */
export function healthRouter(prisma: Database, isShuttingDown: () => boolean): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting-down' });
      return;
    }
    const database = await Promise.race([
      prisma.$queryRaw`SELECT 1`.then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, CHECK_TIMEOUT_MS, false).unref()),
    ]);
    res.status(database ? 200 : 503).json({ status: database ? 'ok' : 'database-unavailable' });
  });
  return router;
}
