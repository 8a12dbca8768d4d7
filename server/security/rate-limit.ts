// Per-address limit on the intake endpoint. Counters live in PostgreSQL so that every
// process behind a load balancer shares them (issue 7); while the database is down a
// per-process memory limiter stands in, so the limit never silently disappears.
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

/** A counter of `points` per `seconds` in the shared rate_limits table (also the inbox's sign-in limits). */
export function createPostgresLimiter(pool: pg.Pool, keyPrefix: string, points: number, seconds: number) {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix,
    points,
    duration: seconds,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: seconds }),
  });
}

export function createRateLimit(pool: pg.Pool, keyPrefix: string, pointsPerMinute: number): RequestHandler {
  const limiter = createPostgresLimiter(pool, keyPrefix, pointsPerMinute, 60);
  return async (req, res, next) => {
    try {
      await limiter.consume(req.ip ?? 'unknown');
      next();
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      res.setHeader('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      throw new AppError('tooManyRequests', 'form.tooManyRequests');
    }
  };
}
