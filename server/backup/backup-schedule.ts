// The server backs itself up at BACKUP_SCHEDULE (a cron in the firm's time; default 03:00).
// pg-boss's schedule makes one job per tick across every process, and run-backup.ts's
// advisory lock keeps a scheduled run and `npm run backup` apart. A failed run is recorded
// (backup_runs) and told to the advisor by email and push, once until a scheduled run succeeds
// again (server/system/channel-watch.ts, docs/decisions/0047-failure-alerts.md); it is not
// retried on its own: the next tick, or `npm run backup`, is the retry.
import type { PgBoss } from 'pg-boss';
import type { Env } from '../env';
import { FIRM_TIME_ZONE } from '../leads/lead-query';
import type { Logger } from '../logger';
import type { ChannelWatch } from '../system/channel-watch';
import { BackupBusyError, runBackup } from './run-backup';

export const BACKUP_QUEUE = 'backup';

type Deps = {
  channels: ChannelWatch;
  env: Env;
  logger: Logger;
  databaseUrl: string;
};

export async function startBackupJob(boss: PgBoss, deps: Deps): Promise<void> {
  // A large backup takes minutes: pg-boss's default 15-minute expiry would count it as dead.
  await boss.createQueue(BACKUP_QUEUE, { retryLimit: 0, expireInSeconds: 6 * 3600 });
  if (deps.env.BACKUP_SCHEDULE === 'off') {
    await boss.unschedule(BACKUP_QUEUE);
    deps.logger.warn('scheduled backups are off (BACKUP_SCHEDULE=off)');
    return;
  }
  if (deps.env.NODE_ENV === 'production' && deps.env.BACKUP_RECIPIENT.length === 0) {
    deps.logger.warn('BACKUP_RECIPIENT is not set: every scheduled backup will fail (docs/DEPLOY.md "Backups")');
  }
  await boss.schedule(BACKUP_QUEUE, deps.env.BACKUP_SCHEDULE, null, { tz: FIRM_TIME_ZONE });
  await boss.work(BACKUP_QUEUE, async () => scheduledBackup(deps));
}

export async function scheduledBackup(deps: Deps): Promise<void> {
  try {
    const result = await runBackup(deps.env, deps.databaseUrl, 'schedule');
    deps.logger.info({ locations: result.locations, bytes: result.bytes }, 'backup written');
    await deps.channels.delivered('backup');
  } catch (error) {
    if (error instanceof BackupBusyError) {
      deps.logger.info('scheduled backup skipped: another backup is running');
      return;
    }
    deps.logger.error({ err: error }, 'backup failed');
    await deps.channels.failed('backup', error, true);
  }
}
