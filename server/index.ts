// `npm start`: configuration, database (embedded unless DATABASE_URL), migrations,
// queue workers, HTTP, and a graceful shutdown on SIGTERM/SIGINT.
import type { Server } from 'node:http';
import { loadDevSecrets } from './config/dev-secrets';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { migrate } from './db/migrate';
import { ConfigError, parseEnv } from './env';
import { createApp } from './app';
import { startMailWorkers } from './jobs/mail-workers';
import { createLogger } from './logger';
import { createServices } from './services';

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  const secrets = env.NODE_ENV === 'production' ? undefined : await loadDevSecrets(env.DATA_DIR);
  const encryptionKey = env.DATA_ENCRYPTION_KEY ?? secrets!.dataEncryptionKey;

  const database: EmbeddedDatabase = env.DATABASE_URL
    ? { url: env.DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: env.DATA_DIR,
        port: env.EMBEDDED_PG_PORT,
        password: secrets!.embeddedPostgresPassword,
        log: (message) => logger.warn(message),
      });
  if (!env.DATABASE_URL) logger.info({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT }, 'embedded PostgreSQL running');
  const applied = await migrate(database.url);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');

  const services = await createServices(env, { databaseUrl: database.url, encryptionKey, logger });
  await startMailWorkers(services.boss, services);
  const state = { shuttingDown: false };
  const server: Server = createApp(services, state).listen(env.PORT, env.HOST, () => {
    logger.info(`Listening on ${env.PUBLIC_BASE_URL} (port ${env.PORT})`);
  });

  const shutdown = async (signal: string) => {
    if (state.shuttingDown) return;
    state.shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // Stop accepting; keep-alive connections that sit idle are closed now, busy ones
    // after their response.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await services.close();
    await database.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Start failed:', error);
  process.exit(1);
});
