// A failed scheduled backup is told to the advisor on both channels at once, by email (to
// LEADS_NOTIFY_TO, like a new lead) and by push to every subscribed device: a backup that
// silently stopped is found only on the day it is needed. Each channel is a job of its own on
// the queue, retried with backoff, so one channel's outage never holds back the other.
import escapeHtml from 'escape-html';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import { serverT } from '../i18n';
import { FIRM_TIME_ZONE } from '../inbox/lead-query';
import type { Logger } from '../logger';
import { ADVISOR_LANGUAGE } from '../mail/advisor-notification-content';
import type { Mailer } from '../mail/mailer';
import type { PushConfig } from '../push/push-config';
import { sendPush } from '../push/send-push';

export const BACKUP_ALERT_QUEUE = 'backup-alert';

export type BackupAlertJob = { channel: 'email' | 'push'; failedAt: string; error: string };
type Deps = { prisma: Database; mailer: Mailer; push: PushConfig | undefined; env: Env; logger: Logger };

export async function enqueueBackupAlert(boss: PgBoss, failedAt: Date, error: string): Promise<void> {
  await boss.insert(
    BACKUP_ALERT_QUEUE,
    (['email', 'push'] as const).map((channel) => ({
      data: { channel, failedAt: failedAt.toISOString(), error } satisfies BackupAlertJob,
    })),
  );
}

export async function startBackupAlerts(boss: PgBoss, deps: Deps): Promise<void> {
  await boss.createQueue(BACKUP_ALERT_QUEUE, { retryLimit: 12, retryDelay: 30, retryBackoff: true });
  await boss.work<BackupAlertJob>(
    BACKUP_ALERT_QUEUE,
    { pollingIntervalSeconds: deps.env.QUEUE_POLL_SECONDS },
    async ([job]) => {
      const alert = job!.data;
      if (alert.channel === 'email') await sendAlertEmail(deps, alert);
      else await sendAlertPush(deps, alert);
    },
  );
}

const t = () => serverT(ADVISOR_LANGUAGE, 'mail');
const when = (iso: string) =>
  new Date(iso).toLocaleString(ADVISOR_LANGUAGE === 'es' ? 'es-ES' : 'en-GB', {
    timeZone: FIRM_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  });

async function sendAlertEmail(deps: Deps, alert: BackupAlertJob): Promise<void> {
  const intro = t()('backupFailed.intro', { when: when(alert.failedAt) });
  const why = t()('backupFailed.why');
  await deps.mailer.send({
    to: deps.env.LEADS_NOTIFY_TO,
    subject: t()('backupFailed.subject'),
    // A Message-ID's left part takes no colons: the moment as milliseconds.
    messageId: `<backup-failed-${Date.parse(alert.failedAt)}@${new URL(deps.env.PUBLIC_BASE_URL).hostname}>`,
    text: `${intro}\n\n${alert.error}\n\n${why}\n`,
    html: `<p>${escapeHtml(intro)}</p><pre style="white-space:pre-wrap;word-break:break-all">${escapeHtml(alert.error)}</pre><p>${escapeHtml(why)}</p>`,
  });
}

async function sendAlertPush(deps: Deps, alert: BackupAlertJob): Promise<void> {
  if (!deps.push) {
    deps.logger.warn('backup failure not pushed: Web Push is off');
    return;
  }
  const subscriptions = await deps.prisma.pushSubscription.findMany({
    select: { endpoint: true, p256dh: true, auth: true },
  });
  const payload = { title: t()('backupFailed.push'), body: when(alert.failedAt), url: '/inbox', tag: 'backup-failed' };
  const results = await Promise.allSettled(subscriptions.map((target) => sendPush(deps.push!, target, payload)));
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  // Retried as a whole: a repeat on the devices that had it replaces the same notification (its tag).
  if (failed.length > 0) throw new AggregateError(failed, 'backup alert not pushed');
}
