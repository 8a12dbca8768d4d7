// `npm run bench -- start-up`: the server started as production runs it (the compiled
// dist/server/index.js under node) against as `npm start` runs it (TypeScript through tsx):
// the time from spawning the process to /healthz answering 200 on a migrated database, and the
// process's resident memory once it has served a few requests and settled.
// docs/decisions/0048-container-and-compiled-server.md records the figures.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { startServerProcess } from '../../tests/setup/server-process';
import { startBenchDatabase } from './bench-database';
import { startSmtpSink } from './smtp-sink';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);

/** Resident memory of a process in MB, from /proc (Linux). */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN) / 1024;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchStartUp() {
  execFileSync(process.execPath, ['--import', 'tsx', 'build/build-server.ts'], { stdio: 'inherit' });
  const database = await startBenchDatabase();
  const smtp = await startSmtpSink();
  const rows: Record<string, Record<string, number>> = {};
  try {
    for (const [name, compiled] of [
      ['compiled (node dist/server/index.js)', true],
      ['tsx (server/index.ts)', false],
    ] as const) {
      const starts: number[] = [];
      const memory: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const server = await startServerProcess({ databaseUrl: database.url, smtpUrl: smtp.url, compiled });
        starts.push(performance.now() - started);
        for (let i = 0; i < 20; i++) await (await fetch(`${server.url}/healthz`)).text();
        await new Promise((resolve) => setTimeout(resolve, 3000));
        memory.push(await residentMb(server.child.pid!));
        await server.stop();
      }
      rows[name] = {
        'start to /healthz, median ms': Math.round(median(starts)),
        'fastest ms': Math.round(Math.min(...starts)),
        'resident memory, median MB': Math.round(median(memory)),
      };
    }
  } finally {
    await smtp.stop();
    await database.stop();
  }
  console.log(`\nStart-up: ${RUNS} starts each on a migrated database (server-process.ts polls /healthz every 200 ms)`);
  console.table(rows);
}
