// `npm run bench`: prints every performance figure the issues ask for. Times are measured
// here, never asserted in tests (DEVELOPERS.md); docs/BENCHMARKS.md records the results.
import os from 'node:os';
import { benchIntake, type LoadResult } from './intake';
import { benchPages } from './pages';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);

const cpu = os.cpus();
console.log(`${new Date().toISOString()} · ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version}`);

// `npm run bench -- pages` (or `intake`) runs one part; no argument runs everything.
const only = process.argv[2];

if (!only || only === 'pages') await benchPages();
if (!only || only === 'intake') await benchIntakeFigures();

async function benchIntakeFigures() {
  const { baseline, intake, emailsDelivered } = await benchIntake({ seconds: SECONDS, connections: CONNECTIONS, processes: [1, 2] });
  const row = (result: LoadResult) => ({
    'per second': Math.round(result.perSecond),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    acknowledged: result.acknowledged,
    'acknowledged missing': result.missing,
    'non-2xx/errors': result.failures,
  });
  console.log(`\nIntake: POST /functions/send-form-email (contact form), ${CONNECTIONS} connections, ${SECONDS} s, load generator on the same machine`);
  console.table({
    'one-row Prisma insert (reference)': row(baseline),
    'intake, 1 process': row(intake[1]!),
    'intake, 2 processes': row(intake[2]!),
  });
  const best = intake[1]!;
  console.log(`Intake / reference ratio (1 process): ${(best.perSecond / baseline.perSecond).toFixed(2)} (target ≥ 0.60)`);
  console.log(`Emails accepted by the SMTP sink during the run: ${emailsDelivered}`);
  const met = best.perSecond >= 1000 && best.p99 < 100 && best.missing === 0;
  console.log(`Target (≥ 1,000/s, p99 < 100 ms, no acknowledged lead missing): ${met ? 'met' : 'NOT met'}`);
}
