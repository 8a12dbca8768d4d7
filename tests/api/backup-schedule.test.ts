// The server's own backups: scheduled in the queue at BACKUP_SCHEDULE in the firm's time; one
// run at a time across processes; a failed scheduled run recorded and told to the advisor by
// email (a real SMTP server) and by push (the loopback push service, decrypted as a browser does),
// once until a scheduled run succeeds again (docs/decisions/0047-failure-alerts.md).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, expect, test } from 'vitest';
import { readLastBackup } from '../../server/backup/last-backup';
import { BACKUP_QUEUE, scheduledBackup, startBackupJob } from '../../server/backup/backup-schedule';
import { BACKUP_LOCK, BackupBusyError, runBackup } from '../../server/backup/run-backup';
import { parseEnv } from '../../server/env';
import { startAlertWorkers } from '../../server/alerts/alert-workers';
import { subscribedDevice } from '../setup/alert-device';
import { signedInAdvisor } from '../setup/inbox-session';
import { withPushService } from '../setup/push-service-hooks';
import { withTestSmtp } from '../setup/smtp-server';
import { withTestApp } from '../setup/test-app';

const outbox = withTestSmtp();
const loopback = withPushService();
const context = withTestApp(() => ({
  smtpUrl: outbox.smtp.url,
  env: { PUSH_SERVICE_ORIGINS: loopback.pushService.origin },
}));
beforeAll(async () => {
  await startAlertWorkers(context.testApp.services.boss, context.testApp.services);
});

const deps = (env = context.testApp.env) => ({
  ...context.testApp.services,
  env,
  databaseUrl: context.testApp.database.url,
});

test('backups are scheduled daily at 03:00 in Amsterdam by default', async () => {
  expect(parseEnv({}).BACKUP_SCHEDULE).toBe('0 3 * * *');
  expect(() => parseEnv({ BACKUP_SCHEDULE: 'daily' })).toThrow(/BACKUP_SCHEDULE/);
  await startBackupJob(context.testApp.services.boss, deps());
  expect(await context.testApp.services.boss.getSchedules()).toContainEqual(
    expect.objectContaining({ name: BACKUP_QUEUE, cron: '0 3 * * *', timezone: 'Europe/Amsterdam' }),
  );
});

test('one backup at a time across every process: another run is refused while one holds the lock', async () => {
  // What a run in another process holds while it runs (a session-level advisory lock).
  const other = new pg.Client({ connectionString: context.testApp.database.url });
  await other.connect();
  await other.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK]);
  try {
    await expect(runBackup(context.testApp.env, context.testApp.database.url, 'command')).rejects.toThrow(
      BackupBusyError,
    );
  } finally {
    await other.end();
  }
  await expect(runBackup(context.testApp.env, context.testApp.database.url, 'command')).resolves.toMatchObject({
    bytes: expect.any(Number),
  });
}, 60_000);

test('a failed scheduled backup is recorded and told to the advisor by email and by push, once per incident', async () => {
  const advisor = await signedInAdvisor(context.testApp.app, context.testApp.services.prisma, 'ana@example.test');
  const device = await subscribedDevice(advisor, loopback.pushService);
  // A backup folder that cannot be made: a file stands where it should be.
  const blocked = path.join(await mkdtemp(path.join(tmpdir(), 'backup-blocked-')), 'backups');
  await writeFile(blocked, 'not a folder');
  const failing = deps({ ...context.testApp.env, BACKUP_DIR: blocked });
  const subject = 'Aviso: la copia de seguridad ha fallado';
  const alertMails = () => outbox.smtp.messages.filter((message) => message.subject === subject);
  const alertPushes = device.received;

  await scheduledBackup(failing);

  const { latest, lastSucceeded } = await readLastBackup(context.testApp.services.prisma);
  expect(latest).toMatchObject({ outcome: 'FAILED', trigger: 'schedule', locations: [], bytes: null });
  expect(latest!.error).toContain('EEXIST');
  expect(lastSucceeded?.outcome).toBe('SUCCEEDED');
  const mail = await outbox.smtp.waitFor((message) => message.subject === subject, 30_000);
  expect(mail.to).toMatchObject({ text: context.testApp.env.LEADS_NOTIFY_TO });
  expect(mail.text).toContain('EEXIST');
  expect(mail.text).toContain('http://localhost:3000/inbox/system');
  await expect.poll(() => alertPushes().length, { timeout: 30_000 }).toBe(1);
  expect(alertPushes()[0]).toMatchObject({ title: subject, url: '/inbox/system', tag: 'alert-backup' });

  // The next night fails the same way: the same incident, nobody is told twice.
  await scheduledBackup(failing);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(alertMails()).toHaveLength(1);
  expect(alertPushes()).toHaveLength(1);

  // A scheduled run succeeds, then one fails: a new incident, told again on both channels.
  await scheduledBackup(deps());
  await scheduledBackup(failing);
  await expect.poll(() => alertMails().length, { timeout: 30_000 }).toBe(2);
  await expect.poll(() => alertPushes().length, { timeout: 30_000 }).toBe(2);
}, 120_000);
