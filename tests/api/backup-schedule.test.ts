// The server's own backups: scheduled in the queue at BACKUP_SCHEDULE in the firm's time; one
// run at a time across processes; a failed scheduled run recorded and told to the advisor by
// email (a real SMTP server) and by push (the loopback push service, decrypted as a browser does).
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readLastBackup } from '../../server/backup/last-backup';
import { BACKUP_QUEUE, scheduledBackup, startBackupJob } from '../../server/backup/backup-schedule';
import { BACKUP_LOCK, BackupBusyError, runBackup } from '../../server/backup/run-backup';
import { parseEnv } from '../../server/env';
import { signedInAdvisor } from '../setup/inbox-session';
import { startPushService, trustCertificate, type TestPushService } from '../setup/push-service';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createPushSubscriber } from '../setup/web-push-decrypt';

let smtp: TestSmtp;
let pushService: TestPushService;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await createTestSmtp();
  pushService = await startPushService();
  trustCertificate(pushService.certificate);
  testApp = await startTestApp({ smtpUrl: smtp.url, env: { PUSH_SERVICE_ORIGINS: pushService.origin } });
});
afterAll(async () => {
  await testApp?.close();
  await pushService?.close();
  await smtp?.stop();
});

const deps = (env = testApp.env) => ({ ...testApp.services, env, databaseUrl: testApp.database.url });

test('backups are scheduled daily at 03:00 in Amsterdam by default', async () => {
  expect(parseEnv({}).BACKUP_SCHEDULE).toBe('0 3 * * *');
  expect(() => parseEnv({ BACKUP_SCHEDULE: 'daily' })).toThrow(/BACKUP_SCHEDULE/);
  await startBackupJob(testApp.services.boss, deps());
  expect(await testApp.services.boss.getSchedules()).toContainEqual(
    expect.objectContaining({ name: BACKUP_QUEUE, cron: '0 3 * * *', timezone: 'Europe/Amsterdam' }),
  );
});

test('one backup at a time across every process: another run is refused while one holds the lock', async () => {
  // What a run in another process holds while it runs (a session-level advisory lock).
  const other = new pg.Client({ connectionString: testApp.database.url });
  await other.connect();
  await other.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK]);
  try {
    await expect(runBackup(testApp.env, testApp.database.url, 'command')).rejects.toThrow(BackupBusyError);
  } finally {
    await other.end();
  }
  await expect(runBackup(testApp.env, testApp.database.url, 'command')).resolves.toMatchObject({
    bytes: expect.any(Number),
  });
}, 60_000);

test('a failed scheduled backup is recorded and told to the advisor by email and by push', async () => {
  const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'ana@example.test');
  const subscriber = createPushSubscriber();
  const device = randomUUID();
  await advisor
    .post('/push-subscriptions', {
      endpoint: pushService.endpoint(device),
      expirationTime: null,
      keys: subscriber.keys,
    })
    .expect(201);
  // A backup folder that cannot be made: a file stands where it should be.
  const blocked = path.join(await mkdtemp(path.join(tmpdir(), 'backup-blocked-')), 'backups');
  await writeFile(blocked, 'not a folder');
  const env = { ...testApp.env, BACKUP_DIR: blocked };

  await scheduledBackup(testApp.services.boss, deps(env));

  const { latest, lastSucceeded } = await readLastBackup(testApp.services.prisma);
  expect(latest).toMatchObject({ outcome: 'FAILED', trigger: 'schedule', locations: [], bytes: null });
  expect(latest!.error).toContain('EEXIST');
  expect(lastSucceeded?.outcome).toBe('SUCCEEDED');
  const mail = await smtp.waitFor((message) => message.subject === 'La copia de seguridad ha fallado', 30_000);
  expect(mail.to).toMatchObject({ text: testApp.env.LEADS_NOTIFY_TO });
  expect(mail.text).toContain('EEXIST');
  const push = await pushService.waitFor(device, 30_000);
  expect(JSON.parse(subscriber.decrypt(push.body))).toMatchObject({
    title: 'La copia de seguridad ha fallado: no hay copia nueva de las solicitudes',
    url: '/inbox',
    tag: 'backup-failed',
  });
}, 90_000);
