// What an operator and the advisor read about the running system: the inbox's System API,
// /readyz (reports, never a reason to leave the balancer but shutdown or a lost database) and
// the Prometheus metrics behind their token or on their own port.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SystemStatus } from '../../common/inbox/system-status';
import { SUBMIT_PATH } from '../../common/api/submission';
import { createLogger } from '../../server/logger';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { startMetricsServer } from '../../server/system/metrics-server';
import { freePort } from '../setup/free-port';
import { startServerProcess } from '../setup/server-process';
import { signedInAdvisor, type InboxClient } from '../setup/inbox-session';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { submitLead } from '../setup/submit-lead';
import { startTestApp, type TestApp } from '../setup/test-app';

const METRICS_TOKEN = 'a-scraper-token-of-enough-length';
let smtp: TestSmtp;
let testApp: TestApp;
let advisor: InboxClient;

beforeAll(async () => {
  smtp = await createTestSmtp();
  testApp = await startTestApp({ smtpUrl: smtp.url, env: { METRICS_TOKEN } });
  advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'ana@example.test');
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

const system = async () => (await advisor.get('/system').expect(200)).body as SystemStatus;
const metric = (text: string, line: string) => Number(new RegExp(`^${line} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
const scrape = async () =>
  (await request(testApp.app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;

describe('the System view', () => {
  test('shows the last lead, the last email delivered, the queue and the disks', async () => {
    const before = await system();
    expect(before.push).toMatchObject({ configured: true, devices: 0 });
    expect(before.disks.map((disk) => disk.folder)).toEqual(['data', 'uploads']);
    for (const disk of before.disks) expect(disk.freeBytes).toBeGreaterThan(0);
    expect(before.disks[1]!.totalBytes).toBeGreaterThanOrEqual(before.disks[1]!.freeBytes);

    smtp.setFailure('reject-connection');
    const lead = await submitLead(testApp.app, 'contact');
    const stored = await testApp.services.prisma.lead.findUniqueOrThrow({ where: { id: lead } });
    await expect.poll(async () => (await system()).email.failingSince, { timeout: 20_000 }).not.toBeNull();
    const failing = await system();
    expect(failing.lastLeadAt).toBe(stored.createdAt.toISOString());
    expect(failing.email.lastError).toMatch(/421|Service not available/);
    // Its two emails wait for a retry; the oldest job is at most as old as the lead.
    expect(failing.queue.depth).toBeGreaterThanOrEqual(2);
    expect(Date.parse(failing.queue.oldestCreatedAt!)).toBeLessThanOrEqual(Date.now());

    smtp.setFailure('none');
    await expect.poll(async () => (await system()).email.failingSince, { timeout: 20_000 }).toBeNull();
    const recovered = await system();
    expect(Date.parse(recovered.email.lastSuccessAt!)).toBeGreaterThan(stored.createdAt.getTime());
  });

  test('is for signed-in advisors only', async () => {
    await request(testApp.app).get('/inbox/api/system').set('Origin', 'http://localhost:3000').expect(401);
  });
});

describe('the last backup', () => {
  test('shows in the System view, /readyz and the metrics; a failed latest run says why', async () => {
    const { prisma } = testApp.services;
    const none = await system();
    expect(none.backup).toEqual({
      lastSucceededAt: null,
      locations: [],
      bytes: null,
      failingSince: null,
      lastError: null,
    });
    expect(await scrape()).toMatch(/^backup_age_seconds \+Inf$/m);

    const finishedAt = new Date(Date.now() - 2 * 3600_000);
    await prisma.backupRun.create({
      data: {
        id: randomUUID(),
        trigger: 'schedule',
        startedAt: new Date(finishedAt.getTime() - 60_000),
        finishedAt,
        outcome: 'SUCCEEDED',
        locations: ['backups/backup-2026-11-26.age', 's3://firm-backups/backup-2026-11-26.age'],
        bytes: 1_234_567n,
      },
    });
    const succeeded = await system();
    expect(succeeded.backup).toMatchObject({
      lastSucceededAt: finishedAt.toISOString(),
      locations: ['backups/backup-2026-11-26.age', 's3://firm-backups/backup-2026-11-26.age'],
      bytes: 1_234_567,
      failingSince: null,
    });
    const ready = (await request(testApp.app).get('/readyz').expect(200)).body as {
      backup: { ageSeconds: number; failing: boolean };
    };
    expect(ready.backup.failing).toBe(false);
    expect(ready.backup.ageSeconds).toBeGreaterThanOrEqual(7200);
    expect(metric(await scrape(), 'backup_age_seconds')).toBeGreaterThanOrEqual(7200);
    expect(metric(await scrape(), 'backup_failing')).toBe(0);

    await prisma.backupRun.create({
      data: { id: randomUUID(), trigger: 'schedule', outcome: 'FAILED', finishedAt: new Date(), error: 'disk full' },
    });
    const failed = await system();
    expect(failed.backup).toMatchObject({ lastSucceededAt: finishedAt.toISOString(), lastError: 'disk full' });
    expect(failed.backup.failingSince).not.toBeNull();
    // Reported, never a reason to take the instance out of the balancer.
    expect((await request(testApp.app).get('/readyz').expect(200)).body.backup.failing).toBe(true);
    expect(metric(await scrape(), 'backup_failing')).toBe(1);
  });
});

describe('/readyz', () => {
  test('reports the queue with 200, and 503 only while shutting down', async () => {
    const ready = await request(testApp.app).get('/readyz').expect(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.body).toMatchObject({ status: 'ok', queue: { depth: expect.any(Number), deadLetters: 0 } });
    testApp.state.shuttingDown = true;
    try {
      expect((await request(testApp.app).get('/readyz').expect(503)).body).toEqual({ status: 'shutting-down' });
    } finally {
      testApp.state.shuttingDown = false;
    }
  });
});

describe('metrics', () => {
  test('are refused without the token and count leads and deliveries with it', async () => {
    await request(testApp.app).get('/metrics').expect(401);
    await request(testApp.app).get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
    // The emails of the test before have all left, so only this test's are counted.
    await expect
      .poll(async () => (await request(testApp.app).get('/readyz')).body.queue.depth, { timeout: 20_000 })
      .toBe(0);
    const before = await scrape();
    const accepted = metric(before, 'leads_received_total\\{outcome="accepted"\\}') || 0;
    const sent = metric(before, 'deliveries_total\\{channel="email",outcome="sent"\\}') || 0;
    await submitLead(testApp.app, 'contact');
    await expect
      .poll(async () => metric(await scrape(), 'deliveries_total\\{channel="email",outcome="sent"\\}'), {
        timeout: 20_000,
      })
      .toBe(sent + 2);
    // A post without the bot check's proof is held (stored as spam, told to nobody).
    const held = metric(before, 'leads_received_total\\{outcome="held"\\}') || 0;
    await request(testApp.app)
      .post(SUBMIT_PATH)
      .send({ formType: 'Contacto', formData: VALID_FORM_DATA.contact, language: 'es' })
      .expect(200);
    const after = await scrape();
    expect(metric(after, 'leads_received_total\\{outcome="accepted"\\}')).toBe(accepted + 1);
    expect(metric(after, 'leads_received_total\\{outcome="held"\\}')).toBe(held + 1);
    expect(metric(after, 'queue_jobs')).toBeGreaterThanOrEqual(0);
    expect(metric(after, 'queue_oldest_job_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  test('are served on METRICS_PORT without a token when it is set', async () => {
    const port = await freePort();
    const server = startMetricsServer(
      { ...testApp.env, METRICS_PORT: port, HOST: '127.0.0.1' },
      createLogger('silent'),
      { aggregate: false },
    )!;
    try {
      await expect
        .poll(() =>
          fetch(`http://127.0.0.1:${port}/metrics`).then(
            (r) => r.status,
            () => 0,
          ),
        )
        .toBe(200);
      expect(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).toContain('leads_received_total');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

test('with several worker processes, METRICS_PORT sums what every worker counted', async () => {
  const port = await freePort();
  const server = await startServerProcess({
    databaseUrl: testApp.database.url,
    smtpUrl: smtp.url,
    env: { WEB_CONCURRENCY: '2', METRICS_PORT: String(port) },
  });
  try {
    const scrapePort = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    // Each request reaches one worker or the other; the primary's answer holds them all.
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server.url}${SUBMIT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ formType: 'Contacto', formData: VALID_FORM_DATA.contact }),
      });
      expect(response.status).toBe(200);
    }
    await expect.poll(async () => metric(await scrapePort(), 'leads_received_total\\{outcome="held"\\}')).toBe(4);
    expect(metric(await scrapePort(), 'queue_jobs')).toBeGreaterThanOrEqual(0);
  } finally {
    await server.stop();
  }
}, 90_000);
