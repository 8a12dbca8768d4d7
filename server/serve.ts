// One serving process: services, queue workers, HTTP, and its graceful shutdown (stop
// accepting, finish in-flight requests, close the pool, then whatever `onStopped` owns).
import type { Server } from 'node:http';
import type pg from 'pg';
import { createApp } from './app';
import { startBackupJob } from './backup/backup-schedule';
import { loadDevSecrets } from './config/dev-secrets';
import type { Env } from './env';
import { startMailWorkers } from './mail/mail-workers';
import { startBookingMailWorker } from './booking/booking-mail-worker';
import { startBusyImportJob } from './calendar/busy-import';
import { startDigestJob } from './inbox/daily-digest';
import { startHeldNoticeWorker } from './inbox/held-notice';
import { startDataCopyWorker } from './request-page/data-copy';
import { startLostLinkWorker } from './request-page/lost-link';
import { startRetentionJob } from './inbox/retention';
import { removeStaleStagedContent } from './leads/lead-file-content';
import { removeStaleUploads } from './leads/receive-uploads';
import type { Logger } from './logger';
import { startPushWorkers } from './push/push-workers';
import { startReminderJob } from './reminders/reminder-job';
import { startReminderMailWorker } from './visitor-reminders/reminder-mail-worker';
import { createServices } from './services';
import { startAlertWorkers } from './alerts/alert-workers';
import { answerMetricsRequests, startMetricsServer } from './system/metrics-server';

export async function serve(
  env: Env,
  logger: Logger,
  options: {
    databaseUrl: string;
    onStopped: () => Promise<void>;
    /** False in a worker of several: the primary serves METRICS_PORT for them all (server/index.ts). */
    metricsPort?: boolean;
  },
): Promise<void> {
  // Production reads its secrets from the environment only; elsewhere what is missing is generated.
  const devSecrets = env.NODE_ENV === 'production' ? undefined : await loadDevSecrets(env.DATA_DIR);
  const encryptionKey = env.DATA_ENCRYPTION_KEY ?? devSecrets?.dataEncryptionKey;
  if (!encryptionKey) throw new Error('DATA_ENCRYPTION_KEY is required in production');
  const botCheckSecret = env.BOT_CHECK_SECRET ?? devSecrets?.botCheckSecret;
  if (!botCheckSecret) throw new Error('BOT_CHECK_SECRET is required in production');
  const vapidKeys = devSecrets && { publicKey: devSecrets.vapidPublicKey, privateKey: devSecrets.vapidPrivateKey };
  const services = await createServices(env, {
    databaseUrl: options.databaseUrl,
    encryptionKey,
    botCheckSecret,
    logger,
    vapidKeys,
  });
  await startMailWorkers(services.boss, services);
  await startBookingMailWorker(services.boss, services);
  await startPushWorkers(services.boss, { ...services, pollSeconds: env.QUEUE_POLL_SECONDS });
  await startRetentionJob(services.boss, { ...services, months: env.RETENTION_MONTHS });
  await startBackupJob(services.boss, { ...services, databaseUrl: options.databaseUrl });
  await startDigestJob(services.boss, services);
  await startBusyImportJob(services.boss, { ...services, url: env.BOOKING_BUSY_ICS_URL });
  await startAlertWorkers(services.boss, services);
  await startReminderJob(services.boss, services);
  await startHeldNoticeWorker(services.boss, services);
  await startLostLinkWorker(services.boss, services);
  await startDataCopyWorker(services.boss, services);
  await startReminderMailWorker(services.boss, services);
  // A channel failing with no job left to notice it (backoff reaching an hour) is still told.
  setInterval(() => void services.channels.check(), Math.min(60_000, env.ALERT_AFTER_MINUTES * 60_000 || 1000)).unref();
  if (options.metricsPort === false && env.METRICS_PORT !== undefined) answerMetricsRequests();
  const metricsServer =
    options.metricsPort === false ? undefined : startMetricsServer(env, logger, { aggregate: false });
  sweepStaleUploads(env, services.pool, logger);
  const state = { shuttingDown: false };
  const server: Server = createApp(services, { state }).listen(env.PORT, env.HOST, () => {
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
    // Behind a load balancer, keep serving while it reads the 503 and stops routing here;
    // closing at once would refuse requests it is still sending (counted in the timeout).
    if (env.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    // Stop accepting; idle keep-alive connections close now, busy ones once their response
    // has left (close() ends only those idle at the time: without the interval a finished
    // keep-alive connection held the exit back until its keepAliveTimeout).
    await new Promise<void>((resolve) => {
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      server.close(() => {
        clearInterval(idle);
        resolve();
      });
      server.closeIdleConnections();
    });
    metricsServer?.close();
    await services.close();
    await options.onStopped();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** At start and every 10 minutes, upload folders and staged document chunks left by a crash go
 * (receive-uploads.ts, lead-file-content.ts). */
function sweepStaleUploads(env: Env, pool: pg.Pool, logger: Logger): void {
  const maxAgeMs = (env.INTAKE_TIMEOUT_SECONDS + 60) * 1000;
  const sweep = () =>
    Promise.all([removeStaleUploads(maxAgeMs), removeStaleStagedContent(pool, maxAgeMs)]).then(
      ([folders, chunks]) =>
        (folders > 0 || chunks > 0) && logger.warn({ folders, chunks }, 'removed uploads left by a crash'),
      (error: unknown) => logger.error({ err: error }, 'could not sweep uploads'),
    );
  void sweep();
  setInterval(() => void sweep(), 10 * 60_000).unref();
}
