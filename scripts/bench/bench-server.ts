// Starts a server script as a child process and waits until its /healthz answers: the real
// server (server/index.ts) as `npm start` runs it in production, or the baseline.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../tests/setup/free-port';

export type BenchServer = { url: string; pid: number; stop: () => Promise<void> };

export async function startBenchServer(options: {
  databaseUrl: string;
  smtpUrl: string;
  script?: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', options.script ?? 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      BASELINE_PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      SMTP_URL: options.smtpUrl,
      PUBLIC_BASE_URL: url,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      // The load comes from one address; the production default would answer 429.
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.script ?? 'server'} exited with ${child.exitCode}`);
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
