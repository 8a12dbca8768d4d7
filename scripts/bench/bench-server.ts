// Starts a server script as a child process and waits until its /healthz answers: the real
// server (server/index.ts) as `npm start` runs it in production, or the baseline.
import { startServerProcess } from '../../tests/setup/server-process';

export type BenchServer = { url: string; pid: number; stop: () => Promise<void> };

export async function startBenchServer(options: {
  databaseUrl: string;
  smtpUrl: string;
  script?: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const server = await startServerProcess({
    ...options,
    execArgv: profile,
    env: { LOG_LEVEL: 'warn', ...options.env },
  });
  return { url: server.url, pid: server.child.pid!, stop: server.stop };
}
