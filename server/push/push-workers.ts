// The queue workers that push new leads, or a reminder about one, to every subscribed browser. The first attempt
// goes to all of them at once; a browser whose push service failed gets a retry job of its
// own (with backoff), so the others are not notified twice. Subscriptions the push service
// answers 404/410 for are deleted.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import { PUSH_QUEUES, pushedLeads, type LeadPushJob, type PushReason, type PushRetryJob } from '../jobs/push-queue';
import type { Logger } from '../logger';
import type { ChannelWatch } from '../system/channel-watch';
import type { ReplyLinks } from '../replies/reply-links';
import { leadPushPayload } from './lead-push-payload';
import type { PushConfig } from './push-config';
import { sendPush, type PushTarget } from './send-push';

type Deps = {
  prisma: Database;
  push: PushConfig | undefined;
  replyLinks: ReplyLinks;
  logger: Logger;
  pollSeconds: number;
  channels: ChannelWatch;
};

/** Recorded as the push channel's failure while the keys are missing, so the advisor is told by email. */
export const PUSH_OFF = 'Web Push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set';
type Subscription = PushTarget & { id: string };

const SUBSCRIPTION_SELECT = { id: true, endpoint: true, p256dh: true, auth: true } as const;

export async function startPushWorkers(boss: PgBoss, deps: Deps): Promise<void> {
  const { prisma, push, logger } = deps;
  if (!push) {
    logger.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (.env.example)');
    await deps.channels.failed('push', new Error(PUSH_OFF), true);
    return;
  }
  // "Within seconds": a push worker looks for work at least every second.
  const options = { pollingIntervalSeconds: Math.min(deps.pollSeconds, 1) };

  const deliver = async (subscription: Subscription, payload: object, lastTry = false): Promise<void> => {
    const outcome = await sendPush(push, subscription, payload).catch(async (error: unknown) => {
      await deps.channels.failed('push', error, lastTry);
      throw error;
    });
    if (outcome === 'sent') await deps.channels.delivered('push');
    if (outcome === 'gone') await prisma.pushSubscription.deleteMany({ where: { id: subscription.id } });
    if (outcome === 'refused') logger.warn({ subscription: subscription.id }, 'push service not allowed; not sent');
  };

  const pushLead = async (leadId: string, reason: PushReason | undefined, subscriptions: Subscription[]) => {
    const payload = await leadPushPayload(prisma, deps.replyLinks, leadId, reason);
    if (!payload) return;
    const results = await Promise.allSettled(subscriptions.map((subscription) => deliver(subscription, payload)));
    const failed = subscriptions.filter((_, index) => results[index]!.status === 'rejected');
    for (const [index, result] of results.entries()) {
      if (result.status === 'rejected') logger.warn({ leadId, err: result.reason, index }, 'push not sent; will retry');
    }
    if (failed.length > 0) {
      await boss.insert(
        PUSH_QUEUES.pushRetry,
        failed.map((subscription) => ({
          data: { leadId, subscriptionId: subscription.id, reason } satisfies PushRetryJob,
          startAfter: new Date(Date.now() + 10_000),
        })),
      );
    }
  };

  // New leads come a batch to a job (server/jobs/lead-notifications.ts), pushed in their order.
  await boss.work<LeadPushJob>(PUSH_QUEUES.leadPush, options, async ([job]) => {
    const reason = 'reason' in job!.data ? job!.data.reason : undefined;
    const subscriptions = await prisma.pushSubscription.findMany({ select: SUBSCRIPTION_SELECT });
    for (const leadId of pushedLeads(job!.data)) await pushLead(leadId, reason, subscriptions);
  });

  await boss.work(
    PUSH_QUEUES.pushRetry,
    { ...options, includeMetadata: true },
    async ([job]: JobWithMetadata<PushRetryJob>[]) => {
      const { leadId, subscriptionId, reason } = job!.data;
      const lastTry = job!.retryCount >= job!.retryLimit;
      const [payload, subscription] = await Promise.all([
        leadPushPayload(prisma, deps.replyLinks, leadId, reason),
        prisma.pushSubscription.findUnique({ where: { id: subscriptionId }, select: SUBSCRIPTION_SELECT }),
      ]);
      if (payload && subscription) await deliver(subscription, payload, lastTry);
    },
  );
}
