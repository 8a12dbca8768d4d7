// The retention job (docs/product.md#inbox, docs/SECURITY.md "Lead inbox"): leads older than the configured
// months go, with their documents, notes and queue jobs; won leads and younger ones stay. The
// audit log goes after the same period, but for the records of erasures (docs/decisions/0030-inbox-insight.md).
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS } from '../../common/forms/registry';
import { RETENTION_ACTOR } from '../../server/leads/audit';
import { parseEnv } from '../../server/env';
import { purgeExpiredLeads, purgeOldAudit, RETENTION_QUEUE, startRetentionJob } from '../../server/inbox/retention';
import { pdfBytes } from '../fixtures/files';
import { botProof } from '../setup/bot-check';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ env: { RETENTION_MONTHS: '24' } });
});
afterAll(async () => {
  await testApp?.close();
});

async function leadReceived(monthsAgo: number, days: number, status: 'NEW' | 'WON' | 'LOST' = 'NEW'): Promise<string> {
  const response = await request(testApp.app)
    .post(SUBMIT_PATH)
    .field('formType', FORMS.taxReturn.label)
    .field('formData', JSON.stringify(VALID_FORM_DATA.taxReturn))
    .field(await botProof(testApp.app, 'taxReturn'))
    .attach('incomeStatement', pdfBytes(), 'a.pdf');
  const id: string = response.body.id;
  await testApp.services.prisma.$executeRaw`UPDATE leads SET status = ${status}::"LeadStatus",
    created_at = now() - make_interval(months => ${monthsAgo}::int, days => ${days}::int) WHERE id = ${id}::uuid`;
  return id;
}

test('removes exactly the leads past the period that are not won, with their files and queue jobs', async () => {
  const { prisma } = testApp.services;
  const expired = [await leadReceived(24, 1), await leadReceived(30, 0, 'LOST')];
  const kept = [await leadReceived(24, -1), await leadReceived(36, 0, 'WON'), await leadReceived(0, 0)];
  const jobsOf = async (ids: string[]) =>
    Number(
      (
        await prisma.$queryRaw<
          { n: bigint }[]
        >`SELECT count(*) AS n FROM pgboss.job WHERE data->>'leadId' = ANY(${ids}::text[]) OR data->'leadIds' ?| ${ids}::text[]`
      )[0]!.n,
    );
  expect(await jobsOf(expired)).toBeGreaterThan(0);

  expect(await purgeExpiredLeads(testApp.services, testApp.env.RETENTION_MONTHS)).toBe(2);

  expect(await prisma.lead.count({ where: { id: { in: expired } } })).toBe(0);
  expect(await prisma.leadFile.count({ where: { leadId: { in: expired } } })).toBe(0);
  expect(await jobsOf(expired)).toBe(0);
  expect(
    (await prisma.lead.findMany({ where: { id: { in: kept } }, select: { id: true } })).map((lead) => lead.id).sort(),
  ).toEqual([...kept].sort());
  expect(await prisma.leadFile.count({ where: { leadId: { in: kept } } })).toBe(3);
  const entries = await prisma.auditEntry.findMany({
    where: { leadId: { in: expired } },
    select: { action: true, actor: true, advisorId: true },
  });
  expect(entries).toEqual([
    { action: 'DELETE', actor: RETENTION_ACTOR, advisorId: null },
    { action: 'DELETE', actor: RETENTION_ACTOR, advisorId: null },
  ]);
  // A second run finds nothing more.
  expect(await purgeExpiredLeads(testApp.services, testApp.env.RETENTION_MONTHS)).toBe(0);
});

test('the period is configurable', async () => {
  const { prisma } = testApp.services;
  const id = await leadReceived(7, 0);
  const young = await leadReceived(5, 0);
  // Older than 7 months are only the won lead and the 24-month one kept above (not won).
  expect(await purgeExpiredLeads(testApp.services, 30)).toBe(0);
  expect(await purgeExpiredLeads(testApp.services, 6)).toBe(2);
  expect(await prisma.lead.count({ where: { id } })).toBe(0);
  expect(await prisma.lead.count({ where: { id: young } })).toBe(1);
});

test('RETENTION_MONTHS defaults to 24 and the job is scheduled nightly in the queue', async () => {
  expect(parseEnv({}).RETENTION_MONTHS).toBe(24);
  await startRetentionJob(testApp.services.boss, { ...testApp.services, months: 24 });
  const schedules = await testApp.services.boss.getSchedules();
  expect(schedules).toEqual([
    expect.objectContaining({ name: RETENTION_QUEUE, cron: '15 3 * * *', timezone: 'Europe/Amsterdam' }),
  ]);
});

test('the audit log keeps the retention period, and the record of an erasure five years', async () => {
  const { prisma } = testApp.services;
  await prisma.auditEntry.deleteMany();
  const now = new Date('2026-11-25T12:00:00Z');
  const monthsAgo = (months: number, days = 0) => {
    const date = new Date(now);
    date.setUTCMonth(date.getUTCMonth() - months);
    date.setUTCDate(date.getUTCDate() - days);
    return date;
  };
  const entry = (action: 'VIEW' | 'EXPORT' | 'REVEAL_BSN' | 'DELETE', createdAt: Date) => ({
    actor: 'ana@example.test',
    action,
    leadId: randomUUID(),
    createdAt,
  });
  await prisma.auditEntry.createMany({
    data: [
      entry('VIEW', monthsAgo(24, 1)),
      entry('EXPORT', monthsAgo(30)),
      entry('REVEAL_BSN', monthsAgo(25)),
      entry('VIEW', monthsAgo(24, -1)),
      entry('DELETE', monthsAgo(30)),
      entry('DELETE', monthsAgo(59)),
      entry('DELETE', monthsAgo(61)),
    ],
  });

  expect(await purgeOldAudit(prisma, 24, now)).toBe(4);

  const left = await prisma.auditEntry.findMany({ select: { action: true, createdAt: true }, orderBy: { id: 'asc' } });
  expect(left).toEqual([
    { action: 'VIEW', createdAt: monthsAgo(24, -1) },
    { action: 'DELETE', createdAt: monthsAgo(30) },
    { action: 'DELETE', createdAt: monthsAgo(59) },
  ]);
});
