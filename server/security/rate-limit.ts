// Per-address limit on the intake endpoint (an IPv6 address counts by its /64: rateLimitKey).
// Counters live in PostgreSQL so that every process behind a load balancer shares them; while
// the database is down a per-process memory limiter stands in, so the limit never silently
// disappears.
import type { RequestHandler } from 'express';
import ipaddr from 'ipaddr.js';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { AppError } from '../errors';
import { createGroupedLimiter } from './grouped-limiter';

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

/**
 * Whom a limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One
 * home or server is usually given a whole /64 and can pick any address in it, so counting
 * single IPv6 addresses would let it rotate past every limit (RFC 6177 and ISPs assign /64
 * or wider to one customer). An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) counts as IPv4.
 */
export function rateLimitKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

export function createRateLimit(pool: pg.Pool, keyPrefix: string, pointsPerMinute: number): RequestHandler {
  // Counted with the other requests of the moment, in one statement (grouped-limiter.ts).
  const consume = createGroupedLimiter(pool, { keyPrefix, points: pointsPerMinute, seconds: 60 });
  return async (req, res, next) => {
    const { allowed, msBeforeNext } = await consume(rateLimitKey(req.ip));
    if (allowed) return next();
    res.setHeader('Retry-After', String(Math.ceil(msBeforeNext / 1000)));
    throw new AppError('tooManyRequests', 'form.tooManyRequests');
  };
}
