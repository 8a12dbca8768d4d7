// Flood control beyond the per-address rate limit (docs/decisions/0021-bot-check.md): how many
// leads may send emails per minute across all addresses, and how many bytes of documents one
// address may store per day. Counters live in the shared rate_limits table, so every process
// counts against the same budget.
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';
import type { Prisma } from '../generated/prisma/client';
import { createPostgresLimiter } from '../security/rate-limit';

const DAY_SECONDS = 24 * 3600;

const BUDGET_KEY = 'intake-budget:all';
const MINUTE_MS = 60_000;

/**
 * Takes `wanted` leads from the minute's overall budget in the lead writer's transaction
 * (one statement per batch, undone with the batch if it fails: docs/decisions/0022); answers
 * how many fit, the first ones of the batch. The row has rate-limiter-flexible's layout
 * (points used, window end in ms), counted the way its fixed window counts.
 */
export async function takeIntakeBudget(tx: Prisma.TransactionClient, wanted: number, perMinute: number) {
  if (wanted === 0) return 0;
  const now = Date.now();
  const [counter] = await tx.$queryRaw<{ points: number }[]>`
    INSERT INTO rate_limits AS counter (key, points, expire) VALUES (${BUDGET_KEY}, ${wanted}, ${now + MINUTE_MS}::bigint)
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN counter.expire <= ${now}::bigint THEN excluded.points ELSE counter.points + excluded.points END,
      expire = CASE WHEN counter.expire <= ${now}::bigint THEN excluded.expire ELSE counter.expire END
    RETURNING points`;
  const usedBefore = counter!.points - wanted;
  return Math.max(0, Math.min(wanted, perMinute - usedBefore));
}

/** Counts `bytes` of documents against the address's day; over it, a 429 that says so. */
export function createUploadBudget(pool: pg.Pool, megabytesPerDay: number) {
  const limiter = createPostgresLimiter(pool, 'upload-bytes', megabytesPerDay * 1024 * 1024, DAY_SECONDS);
  return async (address: string, bytes: number): Promise<void> => {
    if (bytes === 0) return;
    try {
      await limiter.consume(address, bytes);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // What was refused is not stored, so it does not count: a smaller upload may still fit.
      await limiter.reward(address, bytes);
      throw new AppError('tooManyRequests', 'form.uploadBudget');
    }
  };
}
