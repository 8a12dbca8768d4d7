// Everything the app and the workers share, built once per process from the configuration.
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { createErasureLog } from './backup/erasure-log';
import type { ErasureLog } from './leads/erase-lead';
import { createPrisma, type Database } from './db/prisma';
import type { Env } from './env';
import { createPushQueues } from './jobs/push-queue';
import { createHeldNoticeQueue } from './leads/held-notice-queue';
import { createMailQueue, startQueue } from './jobs/queue';
import { BOOKING_MAIL_QUEUE } from './booking/booking-mail-queue';
import { REMINDER_MAIL_QUEUE } from './visitor-reminders/reminder-mail-queue';
import type { Logger } from './logger';
import { createMailer, type Mailer, type OutgoingMail } from './mail/mailer';
import { createReplyLinks, type ReplyLinks } from './replies/reply-links';
import { loadReplyTemplates, type ReplyTemplates } from './replies/reply-templates';
import { pushConfig, type PushConfig, type VapidKeys } from './push/push-config';
import { createFieldCipher, type FieldCipher } from './security/field-cipher';
import { createAlertQueue } from './system/alert-jobs';
import { createChannelWatch, type ChannelWatch } from './system/channel-watch';
import { advisorInvite } from './booking/booking-mail-worker';

export type Services = {
  env: Env;
  logger: Logger;
  pool: pg.Pool;
  /** The lead writer's own connections, which pipeline a batch's statements (server/leads/create-lead.ts). */
  writerPool: pg.Pool;
  prisma: Database;
  boss: PgBoss;
  cipher: FieldCipher;
  mailer: Mailer;
  replyTemplates: ReplyTemplates;
  /** The signed reply buttons of the advisor's email and push (server/replies/reply-links.ts). */
  replyLinks: ReplyLinks;
  /** Signs the forms' proof-of-work challenges (server/leads/bot-check.ts). */
  botCheckSecret: string;
  /** Undefined while Web Push is not configured. */
  push: PushConfig | undefined;
  /** Records each delivery to the advisor and tells her when a channel fails (server/system/). */
  channels: ChannelWatch;
  /** Where erased leads' ids are kept for restores (server/backup/erasure-log.ts). */
  erasureLog: ErasureLog;
  /** A booked call's calendar event for the advisor's new-lead email (docs/decisions/0055-booking-on-the-site.md). */
  advisorInvite: (leadId: string) => Promise<OutgoingMail['icalEvent']>;
  close: () => Promise<void>;
};

/** Besides DATABASE_POOL_SIZE: the lead writer's own (docs/DEPLOY.md). */
export const WRITER_CONNECTIONS = 2;

export async function createServices(
  env: Env,
  options: {
    databaseUrl: string;
    encryptionKey: string;
    botCheckSecret: string;
    logger: Logger;
    /** The generated development pair; VAPID_* in the environment win. */
    vapidKeys?: VapidKeys;
  },
): Promise<Services> {
  const replyTemplates = loadReplyTemplates(env.REPLY_TEMPLATES_FILE);
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: env.DATABASE_POOL_SIZE,
    // Fail fast while PostgreSQL is down, so visitors get a 503 instead of a hanging request.
    connectionTimeoutMillis: 3000,
  });
  // One batch is written at a time (server/leads/lead-writer.ts); a second connection lets two
  // batches written at once meet in PostgreSQL as two processes' would (tests/api/
  // bot-check-batch.test.ts). A batch's statements go out together and their
  // answers come back together (docs/decisions/0063-intake-in-two-round-trips.md); a batch may
  // move a dozen requests' 25 MB of documents, and one that hangs past a minute is given up.
  const writerPool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: WRITER_CONNECTIONS,
    pipeline: true,
    connectionTimeoutMillis: 3000,
    query_timeout: 60_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  for (const each of [pool, writerPool])
    each.on('error', (error) => options.logger.warn({ err: error }, 'idle database connection lost'));
  const prisma = createPrisma(pool);
  const boss = await startQueue(pool, env);
  await createPushQueues(boss);
  // Before any worker starts: the first may already have a failure to tell (push off at start).
  await createAlertQueue(boss);
  await createHeldNoticeQueue(boss);
  await createMailQueue(boss, BOOKING_MAIL_QUEUE, env);
  await createMailQueue(boss, REMINDER_MAIL_QUEUE, env);
  boss.on('error', (error) => options.logger.warn({ err: error }, 'queue error'));
  const mailer = createMailer(env, options.logger);
  return {
    env,
    logger: options.logger,
    pool,
    writerPool,
    prisma,
    boss,
    cipher: createFieldCipher(options.encryptionKey, env.DATA_ENCRYPTION_PREVIOUS_KEYS),
    mailer,
    replyTemplates,
    replyLinks: createReplyLinks(options.botCheckSecret, env.PUBLIC_BASE_URL),
    botCheckSecret: options.botCheckSecret,
    push: pushConfig(env, options.vapidKeys),
    channels: createChannelWatch({ prisma, boss, logger: options.logger, alertAfterMinutes: env.ALERT_AFTER_MINUTES }),
    erasureLog: createErasureLog(env, options.logger),
    advisorInvite: (leadId) => advisorInvite(prisma, leadId, env),
    async close() {
      await boss.stop({ graceful: true, timeout: env.SHUTDOWN_TIMEOUT_MS });
      mailer.close();
      await prisma.$disconnect();
      await writerPool.end();
      await pool.end();
    },
  };
}
