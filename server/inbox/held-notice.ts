// The advisor's summary of leads held to review (docs/decisions/0043-to-review.md): one email
// and one push naming how many wait, from how many networks, at most once every 30 minutes
// across every process. The queue (server/leads/held-notice-queue.ts) keeps one job waiting
// and one running; this worker spaces them by the last summary sent, recorded on the leads it
// covered (review_noticed_at), and defers itself when the last one is too recent.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import { enqueueHeldNotice, HELD_NOTICE_QUEUE } from '../leads/held-notice-queue';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { renderHeldNotice } from '../mail/render-held-notice';
import type { PushConfig } from '../push/push-config';
import { sendPush } from '../push/send-push';

export const HELD_NOTICE_INTERVAL_MS = 30 * 60_000;

type Deps = { prisma: Database; mailer: Mailer; env: Env; logger: Logger; push: PushConfig | undefined };

/** Sends the summary of the held leads no summary covered yet; answers how many it covered (0: nothing sent). */
export async function sendHeldNotice(deps: Omit<Deps, 'logger'>, now = new Date()): Promise<number> {
  // Marked and mailed in one transaction: if the email fails, the next try covers them again.
  const mail = await deps.prisma.$transaction(
    async (tx) => {
      const covered = await tx.$queryRaw<{ network: string }[]>`UPDATE leads SET review_noticed_at = ${now}
        WHERE status = 'REVIEW' AND review_noticed_at IS NULL RETURNING source_network AS network`;
      if (covered.length === 0) return undefined;
      const rendered = renderHeldNotice(countByNetwork(covered), `${deps.env.PUBLIC_BASE_URL}/inbox/today`);
      const host = new URL(deps.env.PUBLIC_BASE_URL).hostname;
      await deps.mailer.send({
        to: deps.env.LEADS_NOTIFY_TO,
        messageId: `<held-${now.getTime()}@${host}>`,
        ...rendered,
      });
      return { ...rendered, count: covered.length };
    },
    { timeout: 60_000 },
  );
  if (!mail) return 0;
  if (deps.push)
    await pushToAll(deps.prisma, deps.push, {
      title: mail.subject,
      body: mail.pushBody,
      url: '/inbox/today',
      tag: 'held',
    });
  return mail.count;
}

function countByNetwork(leads: { network: string }[]): { network: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { network } of leads) counts.set(network, (counts.get(network) ?? 0) + 1);
  return [...counts].map(([network, count]) => ({ network, count })).sort((a, b) => b.count - a.count);
}

export async function startHeldNoticeWorker(boss: PgBoss, deps: Deps): Promise<void> {
  await boss.work(HELD_NOTICE_QUEUE, { pollingIntervalSeconds: deps.env.QUEUE_POLL_SECONDS }, async () => {
    const last = await deps.prisma.lead.aggregate({ _max: { reviewNoticedAt: true } });
    const next = (last._max.reviewNoticedAt?.getTime() ?? 0) + HELD_NOTICE_INTERVAL_MS;
    if (next > Date.now()) {
      await enqueueHeldNotice(boss, undefined, new Date(next));
      return;
    }
    const count = await sendHeldNotice(deps);
    if (count > 0) deps.logger.info({ count }, 'advisor told of leads held to review');
  });
}

/** To every subscribed browser; a browser that fails is left out (the email has told her, Today lists them). */
async function pushToAll(prisma: Database, push: PushConfig, payload: object): Promise<void> {
  const subscriptions = await prisma.pushSubscription.findMany({
    select: { endpoint: true, p256dh: true, auth: true },
  });
  await Promise.allSettled(subscriptions.map((subscription) => sendPush(push, subscription, payload)));
}
