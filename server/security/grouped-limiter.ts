// A per-address limit whose counters are taken together: the requests that arrive while one
// statement is counting wait a moment and are counted by the next one, as the lead writer
// commits leads (server/leads/lead-writer.ts). rate-limiter-flexible makes one statement per
// request, which under a crowd was the intake's last statement outside the group commit: a
// round trip on the request's path and a PostgreSQL parse, plan and execute each
// (docs/decisions/0053-intake-above-the-insert.md). The rows are rate-limiter-flexible's
// (`prefix:key`, points, window end in ms, fixed windows), in the same shared rate_limits
// table, so every process counts against the same limit; while the database cannot count, a
// per-process memory limiter stands in, as rate-limiter-flexible's insurance does.
import type pg from 'pg';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

export type LimitVerdict = { allowed: boolean; msBeforeNext: number };

type Pending = { key: string; resolve: (verdict: LimitVerdict) => void };

// One statement may not update a row twice: each key once, with the points of all its requests;
// in key order, so two processes counting the same keys cannot deadlock.
const COUNT_SQL = `
  INSERT INTO rate_limits AS counter (key, points, expire)
  SELECT key, points, $2::bigint + $3::bigint
  FROM jsonb_to_recordset($1::jsonb) AS counting(key text, points int)
  ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN counter.expire <= $2::bigint THEN excluded.points ELSE counter.points + excluded.points END,
    expire = CASE WHEN counter.expire <= $2::bigint THEN excluded.expire ELSE counter.expire END
  RETURNING key, points, expire`;

export function createGroupedLimiter(
  pool: pg.Pool,
  options: { keyPrefix: string; points: number; seconds: number },
): (key: string) => Promise<LimitVerdict> {
  const { keyPrefix, points, seconds } = options;
  const insurance = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
  let waiting: Pending[] = [];
  let counting = false;

  // The memory limiter answers a refusal by rejecting with its counter, and fails no other way.
  const countInMemory = ({ key, resolve }: Pending) =>
    insurance.consume(key).then(
      (result) => resolve({ allowed: true, msBeforeNext: result.msBeforeNext }),
      (rejection: RateLimiterRes) => resolve({ allowed: false, msBeforeNext: rejection.msBeforeNext }),
    );

  const count = async (group: Pending[]) => {
    const wanted = new Map<string, number>();
    for (const { key } of group) wanted.set(key, (wanted.get(key) ?? 0) + 1);
    const now = Date.now();
    try {
      // Named, so each connection parses and plans it once: it runs for every few requests.
      const { rows } = await pool.query<{ key: string; points: number; expire: string }>({
        name: 'grouped-limiter-count',
        text: COUNT_SQL,
        values: [
          JSON.stringify([...wanted].map(([key, requests]) => ({ key: `${keyPrefix}:${key}`, points: requests }))),
          now,
          seconds * 1000,
        ],
      });
      // Each key's requests in arrival order: the first ones fit, as one by one they would have.
      const used = new Map(rows.map((row) => [row.key.slice(keyPrefix.length + 1), row]));
      const seen = new Map<string, number>();
      for (const { key, resolve } of group) {
        const row = used.get(key)!;
        const position = (seen.get(key) ?? 0) + 1;
        seen.set(key, position);
        const consumed = row.points - wanted.get(key)! + position;
        resolve({ allowed: consumed <= points, msBeforeNext: Math.max(Number(row.expire) - now, 0) });
      }
    } catch {
      await Promise.all(group.map(countInMemory));
    }
  };

  const pump = () => {
    if (counting || waiting.length === 0) return;
    const group = waiting;
    waiting = [];
    counting = true;
    void count(group).finally(() => {
      counting = false;
      pump();
    });
  };

  return (key) =>
    new Promise<LimitVerdict>((resolve) => {
      waiting.push({ key, resolve });
      pump();
    });
}
