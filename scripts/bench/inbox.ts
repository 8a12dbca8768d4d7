// `npx tsx scripts/bench/inbox.ts`: how the inbox's queries hold up with a few years of
// leads (LEADS, default 100,000) in a throwaway database: list, search (with the plan
// PostgreSQL chose), filters, the insight view, the CSV and xlsx exports of 10,000 leads and the
// retention purge. Median of 15 runs each; printed, recorded in docs/BENCHMARKS.md.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LeadFilters } from '../../common/inbox/lead-filters';
import { PAGE_SIZE } from '../../common/inbox/statuses';
import type { SignedInAdvisor } from '../../server/auth/sessions';
import { createErasureLog } from '../../server/backup/erasure-log';
import { createPrisma } from '../../server/db/prisma';
import { parseEnv } from '../../server/env';
import { startQueue } from '../../server/jobs/queue';
import { createLogger } from '../../server/logger';
import { exportCsv } from '../../server/inbox/export/export-csv';
import { exportXlsx } from '../../server/inbox/export/export-xlsx';
import { computeInsight } from '../../server/inbox/insight';
import { listLeads, pageRowsSql } from '../../server/inbox/list-leads';
import { purgeExpiredLeads } from '../../server/inbox/retention';
import { createFieldCipher } from '../../server/security/field-cipher';
import { startBenchDatabase } from './bench-database';

const LEADS = Number(process.env.LEADS ?? 100_000);
const EXPORTED = 10_000;
const database = await startBenchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 4 });
const prisma = createPrisma(pool);
const cipher = createFieldCipher(randomBytes(32).toString('base64'));
// The purge also deletes the queue's rows about a lead, so the queue's tables must exist.
// Erased ids go to a throwaway erasure log, not the checkout's ./backups.
const env = parseEnv({ LOG_LEVEL: 'silent', BACKUP_DIR: await mkdtemp(path.join(tmpdir(), 'bench-erasures-')) });
const boss = await startQueue(pool, env);
const advisor: SignedInAdvisor = { id: '00000000-0000-4000-8000-000000000001', email: 'bench@example.test' };
await pool.query(`INSERT INTO advisors (id, email, password_hash) VALUES ($1, $2, 'x')`, [advisor.id, advisor.email]);

// Spread over 30 months, nine form types, both languages, every status, some follow-ups,
// campaign tags on a third, a referring site on a quarter; every lead that left NEW did so
// once, some minutes to days after it came (what the insight view's first contact reads).
const seeding = performance.now();
await pool.query(
  `INSERT INTO leads (id, form_type, data, email, phone_e164, language, status, follow_up_on, utm_source, utm_campaign,
                      referrer, created_at, updated_at)
   SELECT gen_random_uuid(),
     (ARRAY['contact','taxReturn','zzp','health','unemployment','ruling30','carImport','consultation','housingSearch'])[1 + i % 9]::"FormType",
     jsonb_build_object('nombreCompleto', 'Persona ' || i || ' García', 'telefono', '+31 6 ' || lpad((i * 7919 % 100000000)::text, 8, '0'), 'mensaje', repeat('texto ', 40)),
     'persona' || i || '@example.com', '+316' || lpad((i * 7919 % 100000000)::text, 8, '0'), (CASE WHEN i % 3 = 0 THEN 'en' ELSE 'es' END)::"Language",
     (ARRAY['NEW','CONTACTED','IN_PROGRESS','WON','LOST','SPAM'])[1 + i % 6]::"LeadStatus",
     CASE WHEN i % 50 = 0 THEN current_date - (i % 10) END,
     CASE WHEN i % 3 = 0 THEN (ARRAY['instagram','facebook','google','newsletter'])[1 + i % 4] END,
     CASE WHEN i % 3 = 0 THEN 'campana-' || (i % 12) END,
     CASE WHEN i % 4 = 0 THEN (ARRAY['https://www.google.com/','https://l.instagram.com/','https://www.reddit.com/r/Netherlands/'])[1 + i % 3] END,
     now() - (i * interval '30 months' / $1), now()
   FROM generate_series(1, $1) AS i`,
  [LEADS],
);
await pool.query(
  `INSERT INTO lead_status_changes (id, lead_id, from_status, to_status, changed_at)
   SELECT gen_random_uuid(), id, 'NEW', status, created_at + make_interval(mins => 5 + (reference_number * 37) % 3000)
   FROM leads WHERE status NOT IN ('NEW', 'SPAM')`,
);
// VACUUM as autovacuum would have long since done on a database this old: the visibility map
// is what lets the counts per status come from an index alone.
await pool.query('VACUUM ANALYZE');
console.log(
  `${LEADS.toLocaleString('en')} leads and their status changes written in ${Math.round(performance.now() - seeding)} ms`,
);

async function median(run: () => Promise<unknown>, times = 15): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return Math.round(samples[Math.floor(times / 2)]! * 10) / 10;
}

const list = (filters: LeadFilters) => () => listLeads(prisma, filters);

/** The newest EXPORTED leads (give or take a day's worth): from the day the EXPORTED-th came. */
const [{ day: exportFrom } = { day: '' }] = (
  await pool.query<{ day: string }>(
    `SELECT to_char((created_at AT TIME ZONE 'Europe/Amsterdam')::date, 'YYYY-MM-DD') AS day FROM leads
     WHERE status <> 'SPAM' ORDER BY created_at DESC OFFSET $1 LIMIT 1`,
    [EXPORTED - 1],
  )
).rows;
const exportFilters: LeadFilters = { from: exportFrom };
const exportCount = (await listLeads(prisma, exportFilters)).total;
const lastPage = Math.ceil((await listLeads(prisma, {})).total / PAGE_SIZE);
const middlePage = Math.ceil(lastPage / 2);

/** The scan nodes of the plan PostgreSQL chooses for the list's page, to show which indexes it reads. */
async function listPlan(filters: LeadFilters): Promise<string> {
  const rows = await prisma.$queryRaw<{ 'QUERY PLAN': string }[]>`EXPLAIN ${pageRowsSql(filters, PAGE_SIZE, 0)}`;
  const scans =
    rows
      .map((row) => row['QUERY PLAN'])
      .join('\n')
      .match(/(Bitmap Index|Index Only|Index|Seq) Scan[^(]*/g) ?? [];
  return [...new Set(scans.map((scan) => scan.trim()))].join('; ');
}
console.log(
  `Inbox queries over ${LEADS.toLocaleString('en')} leads (median ms, list = page of 25 + counts per status)`,
);
console.table({
  'list, newest first (due follow-ups on top)': await median(list({})),
  'list, page 200': await median(list({ page: 200 })),
  // The farthest a page can be from both ends: the costliest one to read.
  [`list, middle page (${middlePage.toLocaleString('en')})`]: await median(list({ page: middlePage })),
  [`list, last page (${lastPage.toLocaleString('en')})`]: await median(list({ page: lastPage })),
  'list, form type + status': await median(list({ formType: 'taxReturn', status: 'NEW' })),
  'list, date range (one month)': await median(list({ from: '2026-01-01', to: '2026-01-31' })),
  'search, name': await median(list({ q: 'Persona 12345' })),
  'search, email': await median(list({ q: 'persona777@' })),
  'search, phone digits': await median(list({ q: '612345' })),
  'insight view (12 weeks)': await median(() => computeInsight(prisma, 'es')),
  [`CSV export, ${exportCount.toLocaleString('en')} leads`]: await median(
    () => exportCsv(prisma, cipher, advisor, exportFilters),
    5,
  ),
  [`xlsx export, ${exportCount.toLocaleString('en')} leads`]: await median(
    () => exportXlsx(prisma, cipher, advisor, exportFilters, 'es'),
    5,
  ),
});
for (const filters of [
  {},
  { formType: 'taxReturn', status: 'NEW' },
  { q: 'Persona 12345' },
  { q: 'persona777@' },
  { q: '612345' },
] satisfies LeadFilters[])
  console.log(`plan for ${JSON.stringify(filters)}: ${await listPlan(filters)}`);
const start = performance.now();
const purged = await purgeExpiredLeads({ prisma, erasureLog: createErasureLog(env, createLogger('silent')) }, 24);
console.log(`Retention purge (24 months): ${purged} leads erased in ${Math.round(performance.now() - start)} ms`);
await boss.stop({ graceful: false });
await prisma.$disconnect();
await pool.end();
// A connection the queue still held ends with "terminating connection" when the database
// stops: expected here, not a failure of the run.
pool.on('error', () => {});
await database.stop();
