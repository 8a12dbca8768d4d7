// Issue 7, target 4: requests per second for the prerendered home page and the entry
// script, from the real server (memory, brotli), from plain express.static on the same files
// (static-server.ts), and from nginx when installed. Each server is its own process, measured
// alone, with a browser's Accept-Encoding; the load generator shares the machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PAGES_MANIFEST, type PagesManifest } from '../../common/prerendered-pages';
import { startBenchDatabase } from './bench-database';
import { startBenchServer, type BenchServer } from './bench-server';
import { startNginx } from './nginx';
import { treeCpuSeconds } from './process-cpu';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export type ServeResult = {
  perSecond: number;
  /** Requests per CPU-second of the server's processes: steadier than per second on shared cores. */
  perCpuSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  encoding: string;
  failures: number;
  load: number;
};
export type Server = 'ours' | 'express.static' | 'nginx';

async function measure(server: BenchServer, urlPath: string, seconds: number, connections: number): Promise<ServeResult> {
  const url = server.url + urlPath;
  const probe = await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
  if (!probe.ok) throw new Error(`${url} answered ${probe.status}`);
  const load = os.loadavg()[0]!;
  const cpuBefore = treeCpuSeconds(server.pid);
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': ACCEPT_ENCODING } });
  const cpu = treeCpuSeconds(server.pid) - cpuBefore;
  return {
    perSecond: result.requests.average,
    perCpuSecond: result.requests.total / Math.max(cpu, 0.01),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    encoding: probe.headers.get('content-encoding') ?? 'identity',
    failures: result.non2xx + result.errors + result.timeouts,
    load,
  };
}

export async function benchPages(options: { seconds: number; connections: number }) {
  if (!existsSync(path.join(ROOT, PAGES_MANIFEST))) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', cwd: ROOT });
  const manifest = JSON.parse(readFileSync(path.join(ROOT, PAGES_MANIFEST), 'utf8')) as PagesManifest;
  const homeFile = manifest.pages['/']!;
  const entryScript = readFileSync(path.join(path.dirname(path.join(ROOT, PAGES_MANIFEST)), homeFile), 'utf8').match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
  if (!entryScript) throw new Error('no entry script in the home page');
  // The same bytes under each server's address for them.
  const targets: Record<Server, { page: string; script: string }> = {
    ours: { page: '/', script: entryScript },
    'express.static': { page: `/${homeFile}`, script: entryScript },
    nginx: { page: `/${homeFile}`, script: entryScript },
  };
  const results: Partial<Record<Server, { page: ServeResult; script: ServeResult }>> = {};
  const run = async (name: Server, server: BenchServer | undefined) => {
    if (!server) return;
    try {
      results[name] = {
        page: await measure(server, targets[name].page, options.seconds, options.connections),
        script: await measure(server, targets[name].script, options.seconds, options.connections),
      };
    } finally {
      await server.stop();
    }
  };
  const database = await startBenchDatabase();
  try {
    await run('ours', await startBenchServer({ databaseUrl: database.url, smtpUrl: 'smtp://127.0.0.1:1' }));
  } finally {
    await database.stop();
  }
  await run('express.static', await startBenchServer({ databaseUrl: '', smtpUrl: '', script: 'scripts/bench/static-server.ts' }));
  await run('nginx', await startNginx(ROOT));
  return results;
}
