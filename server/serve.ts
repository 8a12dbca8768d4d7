// One serving process: services, queue workers, HTTP, and its graceful shutdown (stop
// accepting, finish in-flight requests, close the pool, then whatever `onStopped` owns).
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadDevSecrets } from './config/dev-secrets';
import type { Env } from './env';
import { startMailWorkers } from './jobs/mail-workers';
import { startRetentionJob } from './inbox/retention';
import type { Logger } from './logger';
import { createServices } from './services';

export async function serve(
  env: Env,
  logger: Logger,
  options: { databaseUrl: string; onStopped: () => Promise<void> },
): Promise<void> {
  const encryptionKey = env.DATA_ENCRYPTION_KEY ?? (await loadDevSecrets(env.DATA_DIR)).dataEncryptionKey;
  const services = await createServices(env, { databaseUrl: options.databaseUrl, encryptionKey, logger });
  await startMailWorkers(services.boss, services);
  await startRetentionJob(services.boss, { prisma: services.prisma, logger, months: env.RETENTION_MONTHS });
  const state = { shuttingDown: false };
  const server: Server = createApp(services, state).listen(env.PORT, env.HOST, () => {
    logger.info(`Listening on ${env.PUBLIC_BASE_URL} (port ${env.PORT}, pid ${process.pid})`);
  });

  const shutdown = async (signal: string) => {
    if (state.shuttingDown) return;
    // From here /healthz answers 503, so a load balancer stops sending new requests.
    state.shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // Stop accepting; idle keep-alive connections close now, busy ones after their response.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await services.close();
    await options.onStopped();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
