// The inbox search is "contains" over name, email and phone; pg_trgm's GIN indexes answer it
// without reading every lead (docs/decisions/0030-inbox-insight.md). A few thousand leads are
// still cheaper to read whole, so the plan is asked with sequential scans priced out, and plain
// index scans too (walking leads_created_at_id_idx in the list's order is another way to read them
// all): if any part of the search's OR could not use an index, PostgreSQL would still have to scan
// the table. (scripts/bench/inbox.ts shows the plan chosen freely over 100,000 leads.)
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { LeadFilters } from '../../common/inbox/lead-filters';
import { listLeads, pageRowsSql } from '../../server/inbox/list-leads';
import { Prisma } from '../../server/generated/prisma/client';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
const LEADS = 5000;

beforeAll(async () => {
  testApp = await startTestApp();
  await testApp.services.prisma
    .$executeRaw`INSERT INTO leads (id, form_type, data, email, phone_e164, language, created_at, updated_at)
    SELECT gen_random_uuid(), 'contact',
      jsonb_build_object('nombreCompleto', 'Persona ' || i || ' García', 'telefono', '06-' || lpad((i * 7919 % 100000000)::text, 8, '0')),
      'persona' || i || '@example.com', '+316' || lpad((i * 7919 % 100000000)::text, 8, '0'), 'es',
      now() - i * interval '1 hour', now()
    FROM generate_series(1, ${LEADS}::int) AS i`;
  await testApp.services.prisma.$executeRaw`ANALYZE leads`;
});
afterAll(async () => {
  await testApp?.close();
});

async function plan(filters: LeadFilters): Promise<string> {
  const rows = await testApp.services.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
    await tx.$executeRaw`SET LOCAL enable_indexscan = off`;
    return tx.$queryRaw<{ 'QUERY PLAN': string }[]>`EXPLAIN ${pageRowsSql(filters, 25, 0)}`;
  });
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

test.each([
  { q: 'García 4321', index: 'leads_search_name_idx' },
  { q: 'persona4321@', index: 'leads_email_trgm_idx' },
  { q: '7919', index: 'leads_search_phone_digits_idx' },
])('searching "$q" uses $index, never a scan of every lead', async ({ q, index }) => {
  const explained = await plan({ q });
  expect(explained).toContain(index);
  expect(explained).not.toMatch(/Seq Scan on leads/);
});

test('the search finds by part of the name, the email and the phone digits', async () => {
  const { prisma } = testApp.services;
  const names = async (q: string) => (await listLeads(prisma, { q })).leads.map((lead) => lead.name);
  expect(await names('Persona 4321 ')).toEqual(['Persona 4321 García']);
  expect(await names('PERSONA4321@EXAMPLE')).toEqual(['Persona 4321 García']);
  // Persona 1 has phone 06-00007919: found by digits as typed and in E.164.
  expect(await names('00007919')).toEqual(['Persona 1 García']);
  expect((await listLeads(prisma, { q: 'nadie-así' })).total).toBe(0);
});

test('the indexes are the ones the migration made, with pg_trgm', async () => {
  const rows = await testApp.services.prisma.$queryRaw<{ indexdef: string }[]>(
    Prisma.sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'leads' AND indexdef LIKE '%gin_trgm_ops%'`,
  );
  expect(rows).toHaveLength(5);
});
