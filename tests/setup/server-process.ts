// The real server (server/index.ts, as `npm start` runs it) as a child process, for tests
// and scripts that signal or kill it: started against a given database, ready once its
// /healthz answers 200.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_BOT_CHECK_SECRET } from './bot-check';
import { freePort } from './free-port';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
};

export async function startServerProcess(options: {
  /** Absent: the server starts its embedded PostgreSQL (give NODE_ENV, DATA_DIR, EMBEDDED_PG_PORT in env). */
  databaseUrl?: string;
  smtpUrl: string;
  script?: string;
  /** Run the compiled server (dist/server/index.js, `npm run build`) with node, as production does, instead of tsx. */
  compiled?: boolean;
  env?: Record<string, string>;
  execArgv?: string[];
  /** Given: the process's output is gathered here (and still shown) instead of only shown. */
  output?: string[];
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    options.compiled
      ? [...(options.execArgv ?? []), '--enable-source-maps', 'dist/server/index.js']
      : [...(options.execArgv ?? []), '--import', 'tsx', options.script ?? 'server/index.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        BASELINE_PORT: String(port),
        HOST: '127.0.0.1',
        ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
        SMTP_URL: options.smtpUrl,
        PUBLIC_BASE_URL: url,
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        BOT_CHECK_SECRET: TEST_BOT_CHECK_SECRET,
        // The load comes from one address; the production default would answer 429.
        RATE_LIMIT_PER_MINUTE: '100000000',
        // Likewise the budgets: one network's, past which leads would be held to review, and
        // the overall one, past which challenges would take more work.
        INTAKE_BUDGET_PER_MINUTE: '100000000',
        // No backup at 03:00 in the middle of a test (its failure, without a key, would send
        // the advisor an email); erasures write their log under the system's temporary folder.
        BACKUP_SCHEDULE: 'off',
        BACKUP_DIR: path.join(tmpdir(), `leads-test-backups-${randomBytes(6).toString('hex')}`),
        INTAKE_BUDGET_PER_NETWORK_PER_HOUR: '100000000',
        LOG_LEVEL: 'error',
        // A production start with the repository's placeholder identity (server/config/identity-placeholders.ts).
        ALLOW_PLACEHOLDER_IDENTITY: '1',
        ...options.env,
      },
      stdio: ['ignore', options.output ? 'pipe' : 'inherit', options.output ? 'pipe' : 'inherit'],
    },
  );
  for (const [stream, shown] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream?.on('data', (chunk: Buffer) => {
      options.output?.push(chunk.toString());
      shown.write(chunk);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.script ?? 'server'} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become healthy within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
