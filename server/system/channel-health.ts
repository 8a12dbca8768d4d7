// How each way of reaching the advisor is doing, in the shared database so every instance
// sees the same (table channel_health): the workers record each delivery that worked or
// failed, and an alert about a failure is claimed once per incident, whichever instance
// notices it first (docs/decisions/0047-failure-alerts.md).
import { fromPrisma, type PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import { ALERT_QUEUE, alertJobs, type Channel } from './alert-jobs';

export async function recordSuccess(prisma: Database, channel: Channel): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO channel_health (channel, last_success_at) VALUES (${channel}, now())
    ON CONFLICT (channel) DO UPDATE SET last_success_at = now(), failing_since = NULL, last_error = NULL`;
}

/** Ends an incident, if there is one, and writes nothing otherwise: for what happens too often to
 * record each time (every upload), so that the common case locks no row. */
export async function recordRecovery(prisma: Database, channel: Channel): Promise<void> {
  await prisma.$executeRaw`
    UPDATE channel_health SET last_success_at = now(), failing_since = NULL, last_error = NULL
    WHERE channel = ${channel} AND failing_since IS NOT NULL`;
}

export async function recordFailure(prisma: Database, channel: Channel, error: unknown): Promise<void> {
  const message = describeError(error).slice(0, 500);
  await prisma.$executeRaw`
    INSERT INTO channel_health (channel, last_failure_at, failing_since, last_error)
    VALUES (${channel}, now(), now(), ${message})
    ON CONFLICT (channel) DO UPDATE SET last_failure_at = now(), last_error = ${message},
      failing_since = COALESCE(channel_health.failing_since, now())`;
}

/**
 * When `channel` has been failing for at least `afterMs` and nobody was told of this incident
 * yet, marks it told and enqueues the alert in the same transaction: the single UPDATE is the
 * claim, so two instances noticing at once send one alert, and a crash cannot lose it.
 * True when this call enqueued it.
 */
export async function alertIfFailing(
  prisma: Database,
  boss: PgBoss,
  channel: Channel,
  afterMs: number,
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const [incident] = await tx.$queryRaw<{ failing_since: Date; last_error: string | null }[]>`
      UPDATE channel_health SET alerted_at = now()
      WHERE channel = ${channel} AND failing_since IS NOT NULL
        AND failing_since <= now() - make_interval(secs => ${afterMs / 1000})
        AND (alerted_at IS NULL OR alerted_at < failing_since)
      RETURNING failing_since, last_error`;
    if (!incident) return false;
    await boss.insert(ALERT_QUEUE, alertJobs(channel, incident.failing_since, incident.last_error), {
      db: fromPrisma(tx),
    });
    return true;
  });
}

/** The error's message, with the HTTP status a push service answered (web-push's WebPushError). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? `${error.message} (HTTP ${status})` : error.message;
}
