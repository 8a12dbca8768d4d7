// The serving benchmark (docs/BENCHMARKS.md): requests per second for the prerendered home page and the entry
// script, from the real server (memory, brotli), from plain express.static on the same files
// (static-server.ts), and from nginx when installed. Each server is its own process, measured
// alone, with a browser's Accept-Encoding. The load generator shares the machine: it is wrk
// (Debian's package, installed when missing), pinned to the second core and each server to
// the first, so the servers are compared on one core each. autocannon, which the intake bench
// uses, could not load a fast server here: on one core it stops at about 5,000-7,000
// requests/s, and unpinned ours and nginx both stopped at that ceiling (2026-11-23).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PAGES_MANIFEST, type PagesManifest } from '../../common/prerendered-pages';
import { startBenchDatabase } from './bench-database';
import { startBenchServer, type BenchServer } from './bench-server';
import { ensureDebianPackage } from './debian-package';
import { startNginx } from './nginx';
import { processTree, treeCpuSeconds } from './process-cpu';

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

const CPUS = os.cpus().length;

/** Every thread of the process tree onto these CPUs (util-linux taskset). */
function pin(root: number, cpus: string) {
  for (const pid of processTree(root).keys())
    execFileSync('taskset', ['-a', '-c', '-p', cpus, String(pid)], { stdio: 'ignore' });
}

const MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };
const BYTES: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** wrk's report: requests, rate, latency percentiles, bytes read, failures. */
function parseWrk(output: string) {
  const match = (pattern: RegExp) => {
    const found = pattern.exec(output);
    if (!found) throw new Error(`wrk printed no ${pattern}:\n${output}`);
    return found;
  };
  const latency = (percent: number) => {
    const [, value, unit] = match(new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`));
    return Math.round(Number(value) * MS[unit!]! * 100) / 100;
  };
  const [, requests, read, readUnit] = match(/(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/);
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  const errors =
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)?.slice(1).map(Number) ?? [];
  return {
    total: Number(requests),
    perSecond: Number(match(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50: latency(50),
    p99: latency(99),
    bytes: Math.round((Number(read) * BYTES[readUnit!]!) / Math.max(1, Number(requests))),
    failures: Number(failed ?? 0) + errors.reduce((sum, value) => sum + value, 0),
  };
}

/** The encoding the server answers a browser with; on a connection of its own (fetch would
 * reuse one the server has since closed for idleness while wrk ran). */
function probe(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
        response.resume();
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve(String(response.headers['content-encoding'] ?? 'identity'));
      })
      .on('error', reject);
  });
}

async function measure(
  server: BenchServer,
  urlPath: string,
  seconds: number,
  connections: number,
): Promise<ServeResult> {
  const url = server.url + urlPath;
  const encoding = await probe(url);
  if (CPUS >= 2) pin(server.pid, '0');
  const load = os.loadavg()[0]!;
  const cpuBefore = treeCpuSeconds(server.pid);
  const wrk = [
    ...(CPUS >= 2 ? ['taskset', '-c', '1'] : []),
    'wrk',
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
    url,
  ];
  const result = parseWrk(execFileSync(wrk[0]!, wrk.slice(1), { encoding: 'utf8' }));
  const cpu = treeCpuSeconds(server.pid) - cpuBefore;
  return {
    perSecond: result.perSecond,
    perCpuSecond: result.total / Math.max(cpu, 0.01),
    p50: result.p50,
    p99: result.p99,
    bytes: result.bytes,
    encoding,
    failures: result.failures,
    load,
  };
}

export async function benchPages(options: { seconds: number; connections: number }) {
  ensureDebianPackage('/usr/bin/wrk', 'wrk');
  if (!existsSync(path.join(ROOT, PAGES_MANIFEST)))
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', cwd: ROOT });
  const manifest = JSON.parse(readFileSync(path.join(ROOT, PAGES_MANIFEST), 'utf8')) as PagesManifest;
  const homeFile = manifest.pages['/']!;
  const entryScript = readFileSync(path.join(path.dirname(path.join(ROOT, PAGES_MANIFEST)), homeFile), 'utf8').match(
    /<script type="module"[^>]* src="([^"]+)"/,
  )?.[1];
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
  await run(
    'express.static',
    await startBenchServer({ databaseUrl: '', smtpUrl: '', script: 'scripts/bench/static-server.ts' }),
  );
  await run('nginx', await startNginx(ROOT));
  return results;
}
