// `npm start`: configuration, database (embedded unless DATABASE_URL), migrations, then
// the HTTP server and queue workers, in this process or in WEB_CONCURRENCY worker
// processes (node:cluster) that share the port; graceful shutdown on SIGTERM/SIGINT.
import cluster from 'node:cluster';
import { loadDevSecrets } from './config/dev-secrets';
import { checkIdentity } from './config/identity-placeholders';
import { localStart } from './config/local-start';
import { EmbeddedPortTakenError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { migrate } from './db/migrate';
import { untilDatabaseAnswers } from './db/until-database-answers';
import { ConfigError, parseEnv, type Env } from './env';
import { createLogger, type Logger } from './logger';
import { loadReplyTemplates } from './replies/reply-templates';
import { backfillPhones } from './people/backfill-phones';
import { serve } from './serve';
import { startMetricsServer } from './system/metrics-server';

async function main(): Promise<void> {
  const { source, note } = localStart(process.env);
  // console, not the JSON log: a person starting the server reads it.
  if (note && cluster.isPrimary) console.warn(`\n${note}\n`);
  const env = parseEnv(source);
  const logger = createLogger(env.LOG_LEVEL);
  // Checked before anything starts, so a broken edit of the file stops the start at once.
  loadReplyTemplates(env.REPLY_TEMPLATES_FILE);
  if (cluster.isWorker) {
    // The primary resolved the database and passed its URL in this process's environment.
    await serve(env, logger, { databaseUrl: env.DATABASE_URL!, onStopped: async () => {}, metricsPort: false });
    return;
  }
  // Before the database: a refused start touches nothing. console, not the JSON log: a person reads it.
  checkIdentity(env, (message) => console.warn(`\n${message}\n`));
  const database = await prepareDatabase(env, logger);
  if (env.WEB_CONCURRENCY === 1) {
    await serve(env, logger, { databaseUrl: database.url, onStopped: database.stop });
    return;
  }
  superviseWorkers(env, logger, database);
}

async function prepareDatabase(env: Env, logger: Logger): Promise<EmbeddedDatabase> {
  const database: EmbeddedDatabase = env.DATABASE_URL
    ? { url: env.DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: env.DATA_DIR,
        port: env.EMBEDDED_PG_PORT,
        password: (await loadDevSecrets(env.DATA_DIR)).embeddedPostgresPassword,
        log: (message) => logger.warn(message),
        callerHandlesSignals: true,
      }).catch((error: unknown) => {
        if (!(error instanceof EmbeddedPortTakenError)) throw error;
        throw new ConfigError(
          `The embedded PostgreSQL cannot start: port ${error.port} is already in use (another checkout's server, ` +
            `or another PostgreSQL?). Stop that process, or choose a free port with EMBEDDED_PG_PORT (or set DATABASE_URL).`,
        );
      });
  if (!env.DATABASE_URL)
    logger.info({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT }, 'embedded PostgreSQL running');
  const applied = await untilDatabaseAnswers(
    () =>
      migrate(database.url, {
        onEarlierVersion: (name, was) =>
          logger.warn({ migration: name, was }, 'earlier version of a migration accepted'),
      }),
    (delayMs, error) =>
      logger.warn(
        { retryInSeconds: delayMs / 1000, error: error instanceof Error ? error.message : String(error) },
        'database unreachable; retrying',
      ),
  );
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  const phones = await backfillPhones(database.url);
  if (phones > 0) logger.info({ phones }, 'phone numbers of earlier leads stored in E.164');
  return database;
}

/** Forks the workers, replaces one that dies, and on a signal stops them all before the database. */
function superviseWorkers(env: Env, logger: Logger, database: EmbeddedDatabase): void {
  let stopping = false;
  // The mode the primary resolved (a local start may have set aside the shell's NODE_ENV: config/local-start.ts).
  const fork = () => cluster.fork({ DATABASE_URL: database.url, NODE_ENV: env.NODE_ENV });
  // The workers' counters, summed on request (prom-client's AggregatorRegistry).
  const metricsServer = startMetricsServer(env, logger, { aggregate: true });
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    fork();
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker!.once('exit', () => resolve());
            worker!.process.kill(signal);
          }),
      ),
    );
    metricsServer?.close();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  // An Error prints with its stack and cause; anything else thrown still says what it was.
  else console.error('Start failed:', error instanceof Error ? error : `${typeof error} thrown: ${String(error)}`);
  process.exit(1);
});
