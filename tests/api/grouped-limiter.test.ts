// The per-address limit counted for many requests in one statement (server/security/grouped-limiter.ts):
// as many pass as the limit allows, however many arrive at once and however many processes
// count; the first ones of an address pass; while the database cannot count, the limit holds
// in memory.
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createGroupedLimiter } from '../../server/security/grouped-limiter';
import { createTestDatabase } from '../setup/test-database';

let pool: pg.Pool;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: (await createTestDatabase()).url, max: 4 });
});
afterAll(async () => {
  await pool.end();
});

const LIMIT = 5;
const limiter = (keyPrefix: string, target = pool) =>
  createGroupedLimiter(target, { keyPrefix, points: LIMIT, seconds: 60 });

test('forty requests of one address at once: the first five pass, the rest wait out the window', async () => {
  const consume = limiter('at-once');
  const verdicts = await Promise.all(Array.from({ length: 40 }, () => consume('203.0.113.7')));
  expect(verdicts.map(({ allowed }) => allowed)).toEqual([...Array(LIMIT).fill(true), ...Array(35).fill(false)]);
  for (const { msBeforeNext } of verdicts) {
    expect(msBeforeNext).toBeGreaterThan(50_000);
    expect(msBeforeNext).toBeLessThanOrEqual(60_000);
  }
  const { rows } = await pool.query(`SELECT points FROM rate_limits WHERE key = 'at-once:203.0.113.7'`);
  expect(rows).toEqual([{ points: 40 }]);
});

test('addresses counted together keep their own limits', async () => {
  const consume = limiter('mixed');
  const addresses = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
  const verdicts = await Promise.all(
    Array.from({ length: 3 * (LIMIT + 2) }, (_, i) => consume(addresses[i % 3]!).then((v) => [i % 3, v.allowed])),
  );
  for (const [address] of addresses.entries()) {
    const passed = verdicts.filter(([which, allowed]) => which === address && allowed).length;
    expect(passed).toBe(LIMIT);
  }
});

test('two processes counting one address share its limit', async () => {
  const first = limiter('shared');
  const second = limiter('shared');
  const verdicts = await Promise.all(
    Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second)('192.0.2.44').then((v) => v.allowed)),
  );
  expect(verdicts.filter(Boolean)).toHaveLength(LIMIT);
});

test('without the database the limit holds in memory', async () => {
  const gone = new pg.Pool({ connectionString: 'postgresql://nobody:nothing@127.0.0.1:1/none', max: 1 });
  const consume = limiter('insurance', gone);
  const verdicts = await Promise.all(Array.from({ length: 8 }, () => consume('203.0.113.99')));
  expect(verdicts.map(({ allowed }) => allowed)).toEqual([...Array(LIMIT).fill(true), false, false, false]);
  expect(verdicts.at(-1)!.msBeforeNext).toBeGreaterThan(0);
  await gone.end();
});
