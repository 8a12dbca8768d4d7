// Sends the alerts of failed channels (docs/decisions/0047-failure-alerts.md): by email to
// LEADS_NOTIFY_TO, where lead notifications go, or by push to every subscribed device. The
// delivery of an alert counts for its channel's health like any other.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { PushConfig } from '../push/push-config';
import { sendPush } from '../push/send-push';
import { ALERT_QUEUE, type AlertJob } from '../system/alert-jobs';
import type { ChannelWatch } from '../system/channel-watch';
import { renderAlert } from './render-alert';

type Deps = {
  prisma: Database;
  mailer: Mailer;
  push: PushConfig | undefined;
  env: Env;
  logger: Logger;
  channels: ChannelWatch;
};

export async function startAlertWorkers(boss: PgBoss, deps: Deps): Promise<void> {
  const options = { pollingIntervalSeconds: deps.env.QUEUE_POLL_SECONDS };
  await boss.work<AlertJob>(ALERT_QUEUE, options, async ([job]) => {
    const alert = job!.data;
    const message = renderAlert(alert, deps.env.PUBLIC_BASE_URL);
    deps.logger.warn(
      { about: alert.about, via: alert.via, since: alert.since },
      'telling the advisor a channel failed',
    );
    if (alert.via === 'email') await alertByEmail(deps, job!.id, message.mail);
    else await alertByPush(deps, message.push);
  });
}

async function alertByEmail(deps: Deps, jobId: string, mail: { subject: string; text: string; html: string }) {
  const host = new URL(deps.env.PUBLIC_BASE_URL).hostname;
  try {
    await deps.mailer.send({ to: deps.env.LEADS_NOTIFY_TO, messageId: `<alert-${jobId}@${host}>`, ...mail });
  } catch (error) {
    await deps.channels.failed('email', error, false);
    throw error;
  }
  await deps.channels.delivered('email');
}

/** Done when at least one device took it; with push off or no device there is nobody to push to. */
async function alertByPush(deps: Deps, payload: object) {
  if (!deps.push) {
    deps.logger.error('cannot push the alert: Web Push is off');
    return;
  }
  const push = deps.push;
  const subscriptions = await deps.prisma.pushSubscription.findMany({
    select: { endpoint: true, p256dh: true, auth: true },
  });
  if (subscriptions.length === 0) {
    deps.logger.error('cannot push the alert: no device has notifications turned on');
    return;
  }
  const results = await Promise.allSettled(subscriptions.map((target) => sendPush(push, target, payload)));
  const sent = results.filter((result) => result.status === 'fulfilled' && result.value === 'sent').length;
  if (sent > 0) return deps.channels.delivered('push');
  const reason: unknown = results.find((result) => result.status === 'rejected')?.reason;
  const error = reason instanceof Error ? reason : new Error('no device took the alert');
  await deps.channels.failed('push', error, false);
  throw error;
}
