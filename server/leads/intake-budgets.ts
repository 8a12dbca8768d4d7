// Flood control beyond the per-address rate limit (docs/decisions/0044-per-network-budgets.md):
// how many leads may send emails per hour from one network (/24 IPv4, /48 IPv6; past it they
// are held to review), how many proven leads a minute make the site "under load" (new
// challenges then take more work), and how many bytes of documents one address may store per
// day. Counters live in the shared rate_limits table, so every process counts against the same
// budget.
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';
import type { Prisma } from '../generated/prisma/client';
import { createPostgresLimiter } from '../security/rate-limit';

const DAY_SECONDS = 24 * 3600;

const LOAD_KEY = 'intake-load:all';
const NETWORK_PREFIX = 'intake-network:';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
// The load is read once a second at most per process: the challenge endpoint is not rate
// limited, and a flood of challenge requests must not become a flood of queries.
const LOAD_CACHE_MS = 1_000;

export type IntakeBudgets = { perNetworkPerHour: number };

/**
 * Counts the batch's proven leads, by their networks, in the lead writer's transaction (one
 * statement per batch, undone with the batch if it fails: docs/decisions/0022), and the
 * minute's load across all networks. Answers, in the order given, whether each lead fits its
 * network's hour; the first ones of a network fit. The rows have rate-limiter-flexible's
 * layout (points used, window end in ms), counted the way its fixed window counts.
 */
export async function takeNetworkBudgets(
  tx: Prisma.TransactionClient,
  networks: string[],
  budgets: IntakeBudgets,
): Promise<boolean[]> {
  if (networks.length === 0) return [];
  const wanted = new Map<string, number>();
  for (const network of networks) wanted.set(network, (wanted.get(network) ?? 0) + 1);
  const rows = [
    { key: LOAD_KEY, points: networks.length, window_ms: MINUTE_MS },
    ...[...wanted].map(([network, points]) => ({ key: NETWORK_PREFIX + network, points, window_ms: HOUR_MS })),
  ];
  const now = Date.now();
  // In key order, so two batches counting the same networks cannot deadlock.
  const counted = await tx.$queryRaw<{ key: string; points: number }[]>`
    INSERT INTO rate_limits AS counter (key, points, expire)
    SELECT key, points, ${now}::bigint + window_ms
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS counting(key text, points int, window_ms bigint)
    ORDER BY key
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN counter.expire <= ${now}::bigint THEN excluded.points ELSE counter.points + excluded.points END,
      expire = CASE WHEN counter.expire <= ${now}::bigint THEN excluded.expire ELSE counter.expire END
    RETURNING key, points`;
  const room = new Map<string, number>();
  for (const { key, points } of counted) {
    if (!key.startsWith(NETWORK_PREFIX)) continue;
    const network = key.slice(NETWORK_PREFIX.length);
    room.set(network, Math.max(0, budgets.perNetworkPerHour - (points - wanted.get(network)!)));
  }
  return networks.map((network) => {
    const left = room.get(network)!;
    room.set(network, left - 1);
    return left > 0;
  });
}

/** Whether more than `perMinute` proven leads arrived this minute, across every process. */
export function createLoadGauge(pool: pg.Pool, perMinute: number): () => Promise<boolean> {
  let cached: { at: number; value: Promise<boolean> } | undefined;
  const read = async () => {
    const { rows } = await pool.query<{ points: number }>(
      'SELECT points FROM rate_limits WHERE key = $1 AND expire > $2',
      [LOAD_KEY, Date.now()],
    );
    return (rows[0]?.points ?? 0) > perMinute;
  };
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > LOAD_CACHE_MS) {
      const value = read().catch(() => false);
      cached = { at: now, value };
    }
    return cached.value;
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
