// `npx tsx scripts/bench/inbox.ts`: how the inbox's queries hold up with a few years of
// leads (LEADS, default 20,000) in a throwaway database: list, search, filters, CSV and xlsx export
// and the retention purge. Median of 15 runs each; printed, recorded in docs/BENCHMARKS.md.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LeadFilters } from '../../common/inbox/lead-filters';
import type { SignedInAdvisor } from '../../server/auth/sessions';
import { createPrisma } from '../../server/db/prisma';
import { parseEnv } from '../../server/env';
import { startQueue } from '../../server/jobs/queue';
import { exportCsv } from '../../server/inbox/export/export-csv';
import { exportXlsx } from '../../server/inbox/export/export-xlsx';
import { listLeads } from '../../server/inbox/list-leads';
import { purgeExpiredLeads } from '../../server/inbox/retention';
import { createFieldCipher } from '../../server/security/field-cipher';
import { startBenchDatabase } from './bench-database';

const LEADS = Number(process.env.LEADS ?? 20_000);
const database = await startBenchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 4 });
const prisma = createPrisma(pool);
const cipher = createFieldCipher(randomBytes(32).toString('base64'));
// The purge also deletes the queue's rows about a lead, so the queue's tables must exist.
const boss = await startQueue(pool, parseEnv({ LOG_LEVEL: 'silent' }));
const advisor: SignedInAdvisor = { id: '00000000-0000-4000-8000-000000000001', email: 'bench@example.test' };
await pool.query(`INSERT INTO advisors (id, email, password_hash) VALUES ($1, $2, 'x')`, [advisor.id, advisor.email]);

// Spread over 30 months, nine form types, both languages, every status, some follow-ups.
await pool.query(
  `INSERT INTO leads (id, form_type, data, email, language, status, follow_up_on, created_at, updated_at)
   SELECT gen_random_uuid(),
     (ARRAY['contact','taxReturn','zzp','health','unemployment','ruling30','carImport','consultation','housingSearch'])[1 + i % 9]::"FormType",
     jsonb_build_object('nombreCompleto', 'Persona ' || i || ' García', 'telefono', '+31 6 ' || lpad((i * 7919 % 100000000)::text, 8, '0'), 'mensaje', repeat('texto ', 40)),
     'persona' || i || '@example.com', (CASE WHEN i % 3 = 0 THEN 'en' ELSE 'es' END)::"Language",
     (ARRAY['NEW','CONTACTED','IN_PROGRESS','WON','LOST','SPAM'])[1 + i % 6]::"LeadStatus",
     CASE WHEN i % 50 = 0 THEN current_date - (i % 10) END,
     now() - (i * interval '30 months' / $1), now()
   FROM generate_series(1, $1) AS i`,
  [LEADS],
);
await pool.query('ANALYZE leads');

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
console.log(
  `Inbox queries over ${LEADS.toLocaleString('en')} leads (median ms, list = page of 25 + counts per status)`,
);
console.table({
  'list, newest first (due follow-ups on top)': await median(list({})),
  'list, page 200': await median(list({ page: 200 })),
  'list, form type + status': await median(list({ formType: 'taxReturn', status: 'NEW' })),
  'list, date range (one month)': await median(list({ from: '2026-01-01', to: '2026-01-31' })),
  'search, name': await median(list({ q: 'Persona 12345' })),
  'search, email': await median(list({ q: 'persona777@' })),
  'search, phone digits': await median(list({ q: '612345' })),
  'CSV export, one form type': await median(() => exportCsv(prisma, cipher, advisor, { formType: 'contact' }), 5),
});
// Every lead but spam (5 in 6): LEADS=12000 exports 10,000.
const exported = (await listLeads(prisma, {})).total;
console.log(`Export of every lead but spam (${exported.toLocaleString('en')} leads, median ms of 3)`);
console.table({
  CSV: await median(() => exportCsv(prisma, cipher, advisor, {}), 3),
  xlsx: await median(() => exportXlsx(prisma, cipher, advisor, {}, 'es'), 3),
});
const start = performance.now();
const purged = await purgeExpiredLeads(prisma, 24);
console.log(`Retention purge (24 months): ${purged} leads erased in ${Math.round(performance.now() - start)} ms`);
await boss.stop({ graceful: false });
await prisma.$disconnect();
await pool.end();
await database.stop();
