// Email delivery runs on pg-boss, a PostgreSQL-backed queue: jobs live in the same
// database as the leads, are enqueued in the lead's own transaction (so a committed lead
// always has its notification job, even if the process dies right after the commit), and
// are retried with exponential backoff through an SMTP outage.
import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import type { Env } from '../env';

// One queue for both emails of a lead, so the intake enqueues them in one statement.
export const QUEUES = {
  leadMail: 'lead-mail',
  deadLetters: 'mail-dead-letters',
} as const;

/** advisor: the notification to LEADS_NOTIFY_TO; confirmation: the visitor's receipt. */
export type MailKind = 'advisor' | 'confirmation';
/**
 * A batch's first try (docs/decisions/0071-news-jobs-per-batch.md): each lead's email in turn. The
 * advisor's job names the leads whose confirmations are queued once it has tried them all.
 */
export type BatchMailJob =
  { mail: 'advisor'; leadIds: string[]; confirm: string[] } | { mail: 'confirmation'; leadIds: string[] };
/** One lead's email tried again, with backoff, then dead-lettered; so every lead's email was queued before batches. */
export type LeadMailJob = { mail: MailKind; leadId: string };
export type MailJob = BatchMailJob | LeadMailJob;
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return { executeSql: async (text, values) => pool.query(text, values as unknown[]) };
}

export async function startQueue(pool: pg.Pool, env: Env): Promise<PgBoss> {
  const boss = new PgBoss({ db: poolExecutor(pool), schema: 'pgboss' });
  await boss.start();
  await boss.createQueue(QUEUES.deadLetters);
  await createMailQueue(boss, QUEUES.leadMail, env);
  return boss;
}

/** An email queue that retries as mailRetry says; an existing one's settings are brought up to date. */
export async function createMailQueue(boss: PgBoss, name: string, env: Env): Promise<void> {
  const retry = mailRetry(env);
  await boss.createQueue(name, retry);
  await boss.updateQueue(name, retry);
}

const MAIL_HEARTBEAT_SECONDS = 20;

/** How every email queue retries through an SMTP outage. */
export function mailRetry(env: Env) {
  return {
    retryLimit: env.MAIL_RETRY_LIMIT,
    retryDelay: env.MAIL_RETRY_DELAY_SECONDS,
    retryDelayMax: env.MAIL_RETRY_DELAY_MAX_SECONDS,
    retryBackoff: true,
    deadLetter: QUEUES.deadLetters,
    // A worker keeps its jobs alive with a heartbeat (pg-boss sends it at half this): the jobs of
    // a process that died are taken up by another within about a minute and a half (this, plus
    // pg-boss's supervision every minute), not after the 15 minutes of pg-boss's default expiry.
    heartbeatSeconds: MAIL_HEARTBEAT_SECONDS,
    // Sent mail is kept for a month, so duplicates and delays can be investigated.
    deleteAfterSeconds: 30 * 24 * 3600,
  };
}
