// The daily digest: at DIGEST_TIME (Amsterdam) the queue sends every advisor the Today list,
// only when it is not empty. pg-boss's schedule fires once per minute tick across all
// processes, so several servers still send one digest. `npm run advisor -- digest` calls
// sendDailyDigest directly. See docs/decisions/0015-today-and-digest.md.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { ChannelWatch } from '../system/channel-watch';
import { renderDailyDigest } from '../mail/render-daily-digest';
import { FIRM_TIME_ZONE } from '../leads/lead-query';
import { listDigest } from './today';

export const DIGEST_QUEUE = 'advisor-digest';

type Deps = { prisma: Database; mailer: Mailer; env: Env; logger: Logger; channels: ChannelWatch };

/** Sends the digest to every advisor; returns how many leads it listed and to whom it went (none when empty). */
export async function sendDailyDigest(deps: Omit<Deps, 'logger' | 'channels'>, now = new Date()) {
  const list = await listDigest(deps.prisma, deps.env.INBOX_UNANSWERED_HOURS, now);
  const leads = list.followUps.length + list.unanswered.length;
  if (leads === 0) return { leads, sentTo: [] as string[] };
  const advisors = await deps.prisma.advisor.findMany({ select: { id: true, email: true }, orderBy: { email: 'asc' } });
  const mail = renderDailyDigest(list, `${deps.env.PUBLIC_BASE_URL}/inbox`);
  const host = new URL(deps.env.PUBLIC_BASE_URL).hostname;
  for (const advisor of advisors) {
    await deps.mailer.send({ to: advisor.email, messageId: `<digest-${list.today}-${advisor.id}@${host}>`, ...mail });
  }
  return { leads, sentTo: advisors.map((advisor) => advisor.email) };
}

/** "08:00" → the cron of that minute every day. */
export const digestCron = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return `${minutes} ${hours} * * *`;
};

export async function startDigestJob(boss: PgBoss, deps: Deps): Promise<void> {
  // Two more tries five minutes apart through a short SMTP outage; later the morning has
  // moved on, and the Today view still holds the list.
  await boss.createQueue(DIGEST_QUEUE, { retryLimit: 2, retryDelay: 300 });
  await boss.schedule(DIGEST_QUEUE, digestCron(deps.env.DIGEST_TIME), null, { tz: FIRM_TIME_ZONE });
  // After its last try the advisor is told by email and push (server/system/channel-watch.ts).
  await boss.work(DIGEST_QUEUE, { includeMetadata: true }, async ([job]) => {
    const sent = await sendDailyDigest(deps).catch(async (error: unknown) => {
      await deps.channels.failed('digest', error, job!.retryCount >= job!.retryLimit);
      throw error;
    });
    if (sent.leads > 0) await deps.channels.delivered('digest');
    deps.logger.info(
      { leads: sent.leads, advisors: sent.sentTo.length },
      sent.leads ? 'daily digest sent' : 'daily digest: nothing to send',
    );
  });
}
