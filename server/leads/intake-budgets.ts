// Flood control beyond the per-address rate limit (docs/decisions/0021-bot-check.md): how many
// leads may send emails per minute across all addresses, and how many bytes of documents one
// address may store per day. Counters live in the shared rate_limits table, so every process
// counts against the same budget.
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';
import { createPostgresLimiter } from '../security/rate-limit';

const DAY_SECONDS = 24 * 3600;

/** Takes one lead from the minute's budget; false once it is spent. */
export function createIntakeBudget(pool: pg.Pool, perMinute: number): () => Promise<boolean> {
  const limiter = createPostgresLimiter(pool, 'intake-budget', perMinute, 60);
  return async () => {
    try {
      await limiter.consume('all');
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  };
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
