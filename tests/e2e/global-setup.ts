// The real server for the browser tests: its own embedded PostgreSQL (migrated as at
// start), the built site, emails as .eml files. Tests reach the database through
// E2E_DATABASE_URL to check what a form stored. The same server also listens on
// E2E_TAGGED_PORT with a second build of the site that carries an analytics tag, the only
// build with a consent sheet (docs/decisions/0033-analytics-tag-at-build.md).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../server/app';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { migrate } from '../../server/db/migrate';
import { parseEnv } from '../../server/env';
import { startMailWorkers } from '../../server/mail/mail-workers';
import { startBookingMailWorker } from '../../server/booking/booking-mail-worker';
import { startPushWorkers } from '../../server/push/push-workers';
import { startHeldNoticeWorker } from '../../server/inbox/held-notice';
import { createLogger } from '../../server/logger';
import { createServices } from '../../server/services';
import { freePort } from '../setup/free-port';
import { startPushService, trustCertificate } from '../setup/push-service';
import { buildTaggedSite, TAGGED_ROOT } from './tagged-site';

export default async function globalSetup() {
  await writeFile(process.env.E2E_CSP_REPORT!, '');
  const taggedBuild = buildTaggedSite();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-e2e-'));
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort(), password: 'e2e-password' });
  await migrate(database.url);
  // The push service the server sends to (tests/setup/push-service.ts); specs read what it received.
  const pushService = await startPushService();
  trustCertificate(pushService.certificate);
  process.env.E2E_PUSH_ORIGIN = pushService.origin;
  process.env.E2E_PUSH_CERTIFICATE = pushService.certificate;
  const port = Number(process.env.E2E_PORT);
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    // Erasures write their log beside the test's data, not into the checkout.
    BACKUP_DIR: path.join(dataDir, 'backups'),
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_PER_MINUTE: '1000',
    // A test may speak from an address of its own (X-Forwarded-For), as a visitor behind the proxy does.
    TRUST_PROXY_HOPS: '1',
    // Every test sends from 127.0.0.1, one network: its budget would hold them to review.
    INTAKE_BUDGET_PER_NETWORK_PER_HOUR: '100000',
    INTAKE_BUDGET_PER_MINUTE: '100000',
    // The bot check's minimum fill time, which every form sent in a browser waits for (3 s by
    // default, tests/api/bot-check.test.ts holds it): a second here, so that the browser tests
    // still wait for it, and see the form wait, without spending 3 s on each of some 60 sends.
    BOT_MIN_FILL_SECONDS: '1',
    LOG_LEVEL: 'silent',
    PUSH_SERVICE_ORIGINS: pushService.origin,
  });
  const services = await createServices(env, {
    databaseUrl: database.url,
    encryptionKey: randomBytes(32).toString('base64'),
    botCheckSecret: randomBytes(32).toString('base64url'),
    vapidKeys: webPush.generateVAPIDKeys(),
    logger: createLogger(env.LOG_LEVEL),
  });
  await startMailWorkers(services.boss, services);
  await startBookingMailWorker(services.boss, services);
  await startPushWorkers(services.boss, { ...services, pollSeconds: env.QUEUE_POLL_SECONDS });
  await startHeldNoticeWorker(services.boss, services);
  const listen = (app: ReturnType<typeof createApp>, at: number): Promise<Server> =>
    new Promise((resolve) => {
      const listening = app.listen(at, '127.0.0.1', () => resolve(listening));
    });
  const server = await listen(createApp(services), port);
  await taggedBuild;
  const taggedServer = await listen(
    createApp(services, { siteRoot: TAGGED_ROOT }),
    Number(process.env.E2E_TAGGED_PORT),
  );
  process.env.E2E_DATABASE_URL = database.url;

  return async () => {
    await printCspTally();
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => taggedServer.close(resolve));
    await services.close();
    await pushService.close();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** CSP violations across the whole suite, the figure docs/SECURITY.md quotes (each test also fails on its own). */
async function printCspTally() {
  const lines = (await readFile(process.env.E2E_CSP_REPORT!, 'utf8')).split('\n').filter(Boolean);
  const reports = lines.map((line) => JSON.parse(line) as { documents: number; violations: string[] });
  const documents = reports.reduce((sum, report) => sum + report.documents, 0);
  const violations = reports.flatMap((report) => report.violations);
  console.log(
    `Content-Security-Policy: ${violations.length} violations in ${documents} documents loaded by ${reports.length} tests`,
  );
  await rm(process.env.E2E_CSP_REPORT!, { force: true });
}
