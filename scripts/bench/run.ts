// `npm run bench`: prints every performance figure that docs/BENCHMARKS.md records. Times are measured
// here, never asserted in tests (timings vary with the machine's load).
// `npm run bench -- serving|lighthouse|form-ready|intake|push|flood|documents|start-up|slow-clients|upload-memory|backup` runs one part; no argument runs them all.
import os from 'node:os';
import { benchBackup } from './backup';
import { benchDocuments } from './documents';
import { benchFlood } from './flood';
import { benchFloodBurst } from './flood-burst';
import { benchFormReady } from './form-ready';
import { benchIntake, type LoadResult } from './intake';
import { benchLighthousePages } from './lighthouse';
import { benchPages, type ServeResult } from './pages';
import { benchPushLatency } from './push-latency';
import { benchStartUp } from './start-up';
import { benchSlowClients, benchUploadMemory } from './uploads';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);
// A single 10-s run of either side moves by ±15 % from run to run on these 2 vCPUs, idle or not
// (docs/BENCHMARKS.md, "Intake"): the ratio is the median of pairs, not one run's.
const INTAKE_PAIRS = Number(process.env.BENCH_INTAKE_PAIRS ?? 5);
const only = process.argv[2];

const cpu = os.cpus();
console.log(
  `${new Date().toISOString()} · ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version}`,
);
const uptime = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} (other work shares these cores)`;
console.log(uptime());

if (!only || only === 'serving') await serving();
if (!only || only === 'lighthouse') await benchLighthousePages();
if (!only || only === 'form-ready') await benchFormReady();
if (!only || only === 'intake') await intakeFigures();
if (!only || only === 'push') await pushFigures();
if (!only || only === 'flood') {
  await benchFloodBurst();
  await benchFlood();
}
if (!only || only === 'documents') await benchDocuments();
if (!only || only === 'start-up') await benchStartUp();
if (!only || only === 'slow-clients') await benchSlowClients();
if (!only || only === 'upload-memory') await benchUploadMemory();
if (!only || only === 'backup') await benchBackup();
console.log(uptime());

async function serving() {
  const served = await benchPages({ seconds: SECONDS, connections: CONNECTIONS });
  const serveRow = (result: ServeResult) => ({
    'per second': Math.round(result.perSecond),
    'per server CPU-second': Math.round(result.perCpuSecond),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'bytes/response': result.bytes,
    encoding: result.encoding,
    'load 1 min': Number(result.load.toFixed(2)),
    'non-2xx/errors': result.failures,
  });
  console.log(
    `\nServing: prerendered home page and entry script, ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding of a browser`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(served).flatMap(([server, result]) => [
        [`${server}: home page`, serveRow(result.page)],
        [`${server}: entry script`, serveRow(result.script)],
      ]),
    ),
  );
  const ratios = (a: ServeResult | undefined, b: ServeResult | undefined) =>
    a && b
      ? `${(a.perSecond / b.perSecond).toFixed(2)} per second, ${(a.perCpuSecond / b.perCpuSecond).toFixed(2)} per server CPU-second`
      : 'n/a';
  console.log(
    `Home page, ours / express.static: ${ratios(served.ours?.page, served['express.static']?.page)} (target ≥ 2)`,
  );
  console.log(
    served.nginx
      ? `Home page, ours / nginx: ${ratios(served.ours?.page, served.nginx.page)}`
      : 'nginx: not installed (/usr/sbin/nginx), skipped',
  );
}

async function intakeFigures() {
  const { pairs, twoProcesses, emailsDelivered } = await benchIntake({
    seconds: SECONDS,
    connections: CONNECTIONS,
    pairs: INTAKE_PAIRS,
  });
  const row = (result: LoadResult) => ({
    'per second': Math.round(result.perSecond),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    acknowledged: result.acknowledged,
    'acknowledged missing': result.missing,
    'judged spam': result.spam,
    'held to review': result.held,
    'non-2xx/errors': result.failures,
    'server CPU ms/lead': Number(result.serverCpuMs.toFixed(2)),
    'PostgreSQL CPU ms/lead': Number(result.databaseCpuMs.toFixed(2)),
    'load 1 min': Number(result.load.toFixed(2)),
  });
  console.log(
    `\nIntake: POST /functions/send-form-email (contact form, a solved proof each, each request from its own network), ${CONNECTIONS} connections, ${SECONDS} s a run, load generator on the same machine; ${pairs.length} pairs of runs, the order turned round each pair, each side on its own database`,
  );
  console.table(
    Object.fromEntries([
      ...pairs.flatMap(({ reference, intake }, index) => [
        [`${index + 1}. one-row Prisma insert (reference)`, row(reference)],
        [`${index + 1}. intake, 1 process`, row(intake)],
      ]),
      ['intake, 2 processes', row(twoProcesses)],
    ]),
  );
  const ratios = pairs.map(({ reference, intake }) => intake.perSecond / reference.perSecond);
  const ratio = median(ratios);
  console.log(
    `Intake / reference ratio (1 process), median of ${ratios.length} pairs: ${ratio.toFixed(2)} (target ≥ 1.00); pair by pair ${ratios.map((each) => each.toFixed(2)).join(', ')}`,
  );
  console.log(`Emails accepted by the SMTP sink during the run: ${emailsDelivered}`);
  const met =
    ratio >= 1 &&
    pairs.every(
      ({ intake }) =>
        intake.perSecond >= 1000 && intake.p99 < 100 && intake.missing === 0 && intake.spam === 0 && intake.held === 0,
    );
  console.log(
    `Target (the median ratio ≥ 1.00; in every run ≥ 1,000/s, p99 < 100 ms, no acknowledged lead missing, none judged spam or held): ${met ? 'met' : 'NOT met'} (${uptime()})`,
  );
}

/** The middle value; of an even count, the mean of the two middle ones. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function pushFigures() {
  const { seconds, taps } = await benchPushLatency({ leads: Number(process.env.BENCH_PUSH_LEADS ?? 10) });
  const sorted = [...seconds].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(2);
  console.log(
    `\nWeb Push: ${seconds.length} leads sent one by one, submission to push at the loopback push service (production server, 1 process)`,
  );
  console.log(`seconds: median ${at(0.5)}, max ${at(1)} (target under 5): ${sorted.at(-1)! < 5 ? 'met' : 'NOT met'}`);
  console.log(`taps from the push to a WhatsApp reply: ${taps.taps} (target 2): ${taps.how.join('; ')}`);
}
