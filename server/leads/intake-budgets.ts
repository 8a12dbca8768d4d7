// Flood control beyond the per-address rate limit (docs/decisions/0044-per-network-budgets.md):
// how many leads may send emails per hour from one network (/24 IPv4, /48 IPv6; past it they
// are held to review), how many proven leads a minute make the site "under load" (new
// challenges then take more work), and how many bytes of documents one address may store per
// day. Counters live in the shared rate_limits table, so every process counts against the same
// budget.
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';
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

const COUNT_SQL = `
  INSERT INTO rate_limits AS counter (key, points, expire)
  SELECT key, points, $2::bigint + window_ms
  FROM jsonb_to_recordset($1::jsonb) AS counting(key text, points int, window_ms bigint)
  ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN counter.expire <= $2::bigint THEN excluded.points ELSE counter.points + excluded.points END,
    expire = CASE WHEN counter.expire <= $2::bigint THEN excluded.expire ELSE counter.expire END
  RETURNING key, points`;

// For a batch in one round trip (batch-in-one-trip.ts), which holds no lead: a network past its
// hour fails the statement, and the transaction with it, by a division by zero (as pg-boss's own
// flows abort theirs), and the batch is written again in two round trips, which holds its leads.
const COUNT_WITHIN_SQL = `
  WITH counted AS (${COUNT_SQL})
  SELECT key, points, 1 / (key NOT LIKE '${NETWORK_PREFIX}%' OR points <= $3)::int AS within
  FROM counted`;

// The rows are locked by the counting statement of the same transaction: no deadlock.
const GIVE_BACK_SQL = `
  UPDATE rate_limits AS counter SET points = counter.points - back.points
  FROM jsonb_to_recordset($1::jsonb) AS back(key text, points int)
  WHERE counter.key = back.key`;

type Points = { key: string; points: number };

/** The batch's count, settled once it is known which of the counted leads are new leads of people. */
export type NetworkCount = (people: string[]) => {
  /** Whether each of them fits its network's hour, in the order given; the first ones of a network fit. */
  fits: boolean[];
  /** What was counted for the others (a replayed proof, a retry), to give back in the same transaction. */
  unused: Points[];
};

/**
 * Counts the batch's proven leads, by their networks, in the lead writer's transaction (one
 * statement per batch, undone with the batch if it fails: docs/decisions/0022), and the
 * minute's load across all networks. Counted before the batch knows which proofs are replays
 * and which requests retries, so that the statement goes out with the others
 * (docs/decisions/0063-intake-in-two-round-trips.md); what those took is given back
 * (giveBackBudgets) before the commit, so only new proven leads count. The rows have
 * rate-limiter-flexible's layout (points used, window end in ms), counted the way its fixed
 * window counts. Sent before its first await (create-lead.ts pipelines it). `allWithin`: every
 * network must stay within its hour, or the statement fails (a batch in one round trip).
 */
export async function countNetworks(
  client: pg.ClientBase,
  networks: string[],
  budgets: IntakeBudgets,
  { allWithin = false } = {},
): Promise<NetworkCount> {
  const counted = tally(networks);
  const rows = [
    { key: LOAD_KEY, points: networks.length, window_ms: MINUTE_MS },
    ...[...counted].map(([network, points]) => ({ key: NETWORK_PREFIX + network, points, window_ms: HOUR_MS })),
  ];
  // In key order, so two batches counting the same networks cannot deadlock.
  const { rows: after } =
    networks.length === 0
      ? { rows: [] }
      : await client.query<Points>(
          allWithin
            ? {
                name: 'intake-count-networks-within',
                text: COUNT_WITHIN_SQL,
                values: [JSON.stringify(rows), Date.now(), budgets.perNetworkPerHour],
              }
            : { name: 'intake-count-networks', text: COUNT_SQL, values: [JSON.stringify(rows), Date.now()] },
        );
  // What each network had used before this batch.
  const before = new Map<string, number>();
  for (const { key, points } of after) {
    if (key.startsWith(NETWORK_PREFIX)) {
      const network = key.slice(NETWORK_PREFIX.length);
      before.set(network, points - counted.get(network)!);
    }
  }
  return (people) => {
    const room = new Map(
      [...before].map(([network, used]) => [network, Math.max(0, budgets.perNetworkPerHour - used)]),
    );
    const fits = people.map((network) => {
      const left = room.get(network)!;
      room.set(network, left - 1);
      return left > 0;
    });
    const kept = tally(people);
    const unused = [
      { key: LOAD_KEY, points: networks.length - people.length },
      ...[...counted].map(([network, points]) => ({
        key: NETWORK_PREFIX + network,
        points: points - (kept.get(network) ?? 0),
      })),
    ].filter(({ points }) => points > 0);
    return { fits, unused };
  };
}

/** Gives back what countNetworks counted for leads that were no new leads of people (none: no statement). */
export function giveBackBudgets(client: pg.ClientBase, unused: Points[]): Promise<unknown> | undefined {
  if (unused.length === 0) return undefined;
  // Unnamed, so planned for the table as it is (see batch-statements.ts, ISSUE_LINKS_SQL).
  return client.query({ text: GIVE_BACK_SQL, values: [JSON.stringify(unused)] });
}

function tally(networks: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const network of networks) counts.set(network, (counts.get(network) ?? 0) + 1);
  return counts;
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
