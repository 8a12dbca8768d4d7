// The inbox list reads a page from indexes, in two ordered parts (due follow-ups, then the rest
// newest first), and a page near the end backwards from the end
// (docs/decisions/0031-inbox-list-at-volume.md). Every page must still hold exactly the rows the
// plain ORDER BY … OFFSET gives, ties on created_at included; and the plans must use the indexes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeadFilters } from '../../common/inbox/lead-filters';
import { PAGE_SIZE } from '../../common/inbox/statuses';
import { leadWhere, ROW_ORDER } from '../../server/leads/lead-query';
import { countsSql, listLeads, pageRowsSql } from '../../server/inbox/list-leads';
import type { Prisma } from '../../server/generated/prisma/client';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
// Enough that the last pages lie past the point where the list reads from the end (100 pages in).
const LEADS = 6000;

beforeAll(async () => {
  testApp = await startTestApp();
  // Three leads share each created_at (the id breaks the tie); every sixth is spam; one in 40
  // has a follow-up, due (past days, today) or not yet (future days).
  await testApp.services.prisma.$executeRaw`INSERT INTO leads (id, form_type, data, email, language, status,
      follow_up_on, created_at, updated_at)
    SELECT gen_random_uuid(), (ARRAY['contact','taxReturn','zzp'])[1 + i % 3]::"FormType",
      jsonb_build_object('nombreCompleto', 'Persona ' || i), 'persona' || i || '@example.com', 'es',
      (ARRAY['NEW','CONTACTED','IN_PROGRESS','WON','LOST','SPAM'])[1 + i % 6]::"LeadStatus",
      CASE WHEN i % 40 = 0 THEN current_date + (i % 7) - 4 END,
      date_trunc('hour', now()) - (i / 3) * interval '1 hour', now()
    FROM generate_series(1, ${LEADS}::int) AS i`;
  await testApp.services.prisma.$executeRaw`VACUUM ANALYZE leads`;
});
afterAll(async () => {
  await testApp?.close();
});

/** The page as the plain query (every lead sorted, then the offset) gives it. */
async function expectedIds(filters: LeadFilters, page: number): Promise<string[]> {
  const rows = await testApp.services.prisma.$queryRaw<{ id: string }[]>`SELECT l.id FROM leads l
    WHERE ${leadWhere(filters)} ORDER BY ${ROW_ORDER} LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`;
  return rows.map((row) => row.id);
}

describe('pages hold the same rows as sorting every lead', () => {
  test.each([
    { filters: {}, pages: [1, 2, 3, 50, 100, 101, 102, 150, 199, 200, 201] },
    { filters: { status: 'NEW' }, pages: [1, 2, 39, 40, 41] },
    { filters: { formType: 'taxReturn', status: 'CONTACTED' }, pages: [1, 14] },
    { filters: { q: 'Persona 1' }, pages: [1, 2, 45] },
  ] satisfies { filters: LeadFilters; pages: number[] }[])('$filters', async ({ filters, pages }) => {
    for (const page of pages) {
      const list = await listLeads(testApp.services.prisma, { ...filters, page });
      const expected = await expectedIds(filters, page);
      expect(
        list.leads.map((lead) => lead.id),
        `page ${page}`,
      ).toEqual(expected);
    }
  });

  test('the first page starts with the due follow-ups, oldest day first; the last page is partial', async () => {
    const { prisma } = testApp.services;
    const first = await listLeads(prisma, {});
    expect(first.total).toBe(5000);
    expect(first.leads.slice(0, 3).map((lead) => lead.due)).toEqual([true, true, true]);
    const days = first.leads.filter((lead) => lead.due).map((lead) => lead.followUpOn);
    expect(days).toEqual([...days].sort());
    // 5,000 rows are exactly 200 pages: the 200th is full and read from the end, the 201st empty.
    expect((await listLeads(prisma, { page: 200 })).leads).toHaveLength(PAGE_SIZE);
    expect((await listLeads(prisma, { page: 201 })).leads).toEqual([]);
    expect((await listLeads(prisma, { status: 'NEW', page: 40 })).leads).toHaveLength(PAGE_SIZE);
  });
});

async function plan(sql: Prisma.Sql): Promise<string> {
  const rows = await testApp.services.prisma.$transaction(async (tx) => {
    // A few thousand leads are cheaper to read whole; price that out to see what the plan would be at volume.
    await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
    await tx.$executeRaw`SET LOCAL enable_sort = off`;
    return tx.$queryRaw<{ 'QUERY PLAN': string }[]>`EXPLAIN ${sql}`;
  });
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

test.each([
  { filters: {}, index: 'leads_created_at_id_idx' },
  { filters: { status: 'NEW' }, index: 'leads_status_created_at_id_idx' },
  { filters: { formType: 'taxReturn', status: 'NEW' }, index: 'leads_form_type_status_created_at_id_idx' },
] satisfies { filters: LeadFilters; index: string }[])(
  'a page with $filters is read in order from $index and the due follow-ups from theirs',
  async ({ filters, index }) => {
    for (const fromEnd of [false, true]) {
      const explained = await plan(pageRowsSql(filters, PAGE_SIZE, 100, fromEnd));
      expect(explained).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${index}`));
      expect(explained).toMatch(/Index Scan (Backward )?using leads_follow_up_on_idx/);
      expect(explained).not.toMatch(/Seq Scan on leads/);
    }
  },
);

test('the counts per status are read from an index alone', async () => {
  const explained = await plan(countsSql({}));
  expect(explained).toContain('Index Only Scan using leads_status_created_at_id_idx');
});
