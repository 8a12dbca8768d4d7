// The real server stack for API tests: its own migrated database, the app from createApp,
// the queue and its mail workers, talking to a real SMTP server.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterAll, beforeAll } from 'vitest';
import type { DestinationStream } from 'pino';
import { createApp } from '../../server/app';
import { parseEnv } from '../../server/env';
import { startMailWorkers } from '../../server/mail/mail-workers';
import { startBookingMailWorker } from '../../server/booking/booking-mail-worker';
import { startPushWorkers } from '../../server/push/push-workers';
import { startHeldNoticeWorker } from '../../server/inbox/held-notice';
import { startDataCopyWorker } from '../../server/request-page/data-copy';
import { startLostLinkWorker } from '../../server/request-page/lost-link';
import { startReminderMailWorker } from '../../server/visitor-reminders/reminder-mail-worker';
import { createLogger } from '../../server/logger';
import { createServices, type Services } from '../../server/services';
import { createTcpProxy, type TcpProxy } from './tcp-proxy';
import { createTestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export async function startTestApp(
  options: {
    smtpUrl?: string;
    env?: Record<string, string>;
    databaseBehindProxy?: boolean;
    logDestination?: DestinationStream;
    /** An existing database (the upgrade test's), instead of a fresh migrated one. */
    database?: Awaited<ReturnType<typeof createTestDatabase>>;
    encryptionKey?: string;
  } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  // The app may reach its database through a relay the test can cut (tests/setup/tcp-proxy.ts).
  let databaseProxy: TcpProxy | undefined;
  let databaseUrl = database.url;
  if (options.databaseBehindProxy) {
    const url = new URL(database.url);
    databaseProxy = await createTcpProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(databaseProxy.port);
    databaseUrl = url.toString();
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-test-data-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // Beside the data, not the checkout's ./backups (erasures write their log there).
    BACKUP_DIR: path.join(dataDir, 'backups'),
    SMTP_URL: options.smtpUrl,
    LEADS_NOTIFY_TO: 'advisor@example.test',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    RATE_LIMIT_PER_MINUTE: '1000',
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_RETRY_DELAY_MAX_SECONDS: '2',
    QUEUE_POLL_SECONDS: '0.5',
    // The forms wait out the minimum fill time; tests that post at once would all be judged
    // too fast. tests/api/bot-check.test.ts runs with the real default.
    BOT_MIN_FILL_SECONDS: '0',
    // Every test posts from 127.0.0.1 (one network): the flood tests set their own budgets.
    INTAKE_BUDGET_PER_MINUTE: '100000',
    INTAKE_BUDGET_PER_NETWORK_PER_HOUR: '100000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const services: Services = await createServices(env, {
    databaseUrl,
    encryptionKey: options.encryptionKey ?? randomBytes(32).toString('base64'),
    botCheckSecret: randomBytes(32).toString('base64url'),
    vapidKeys: webPush.generateVAPIDKeys(),
    logger: createLogger(env.LOG_LEVEL, options.logDestination),
  });
  await startMailWorkers(services.boss, services);
  await startBookingMailWorker(services.boss, services);
  await startPushWorkers(services.boss, { ...services, pollSeconds: env.QUEUE_POLL_SECONDS });
  await startHeldNoticeWorker(services.boss, services);
  await startLostLinkWorker(services.boss, services);
  await startDataCopyWorker(services.boss, services);
  await startReminderMailWorker(services.boss, services);
  const state = { shuttingDown: false };
  return {
    app: createApp(services, { state }),
    services,
    state,
    env,
    database,
    databaseProxy,
    close: async () => {
      await services.close();
      await databaseProxy?.cut();
    },
  };
}

/** The app started before the file's tests and closed after them; `options` is read when it starts,
 * so that a server started in an earlier beforeAll (SMTP, push) can be named. */
export function withTestApp(options: () => Parameters<typeof startTestApp>[0] = () => ({})): { testApp: TestApp } {
  const context = {} as { testApp: TestApp };
  beforeAll(async () => {
    context.testApp = await startTestApp(options());
  });
  afterAll(async () => {
    await context.testApp?.close();
  });
  return context;
}
