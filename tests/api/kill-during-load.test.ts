// kill -9 of the real server in the middle of a load (docs/product.md#intake): every submission
// that was acknowledged is in the database after a restart, with its email job; those that
// got no answer can be sent again with their Idempotency-Key and are stored exactly once.
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { startServerProcess, type ServerProcess } from '../setup/server-process';
import { submissionLoad } from '../setup/submission-load';
import { createTestDatabase } from '../setup/test-database';

const TOTAL = 2000;
const KILL_AFTER_ACKNOWLEDGED = 1000;
let databaseUrl: string;
let smtp: TestSmtp;
let server: ServerProcess | undefined;
let db: pg.Client;

beforeAll(async () => {
  databaseUrl = (await createTestDatabase()).url;
  smtp = await createTestSmtp();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await server?.stop();
  await db?.end();
  await smtp?.stop();
});

test(`kill -9 during ${TOTAL} submissions loses no acknowledged lead`, async () => {
  server = await startServerProcess({ databaseUrl, smtpUrl: smtp.url });
  const first = server;
  let acknowledged = 0;
  let killedAt = Infinity;
  const outcomes = await submissionLoad(first.url, {
    total: TOTAL,
    concurrency: 32,
    onOutcome: (outcome) => {
      if (outcome.id && ++acknowledged === KILL_AFTER_ACKNOWLEDGED) {
        killedAt = performance.now();
        first.child.kill('SIGKILL');
      }
    },
  });
  expect((await first.exited).signal).toBe('SIGKILL');
  const acked = outcomes.filter((outcome) => outcome.id);
  const unanswered = outcomes.filter((outcome) => !outcome.id);
  // Some requests were in flight at the kill (started before it, no answer): the case that matters.
  const inFlight = unanswered.filter((outcome) => outcome.startedAt < killedAt).length;

  server = await startServerProcess({ databaseUrl, smtpUrl: smtp.url });
  const ackedIds = acked.map((outcome) => outcome.id!);
  const found = await db.query('SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::uuid[])', [ackedIds]);
  const lost = ackedIds.length - found.rows[0].n;
  const unansweredKeys = unanswered.map((outcome) => outcome.key);
  const committedUnanswered = (
    await db.query('SELECT count(*)::int AS n FROM leads WHERE idempotency_key = ANY($1::text[])', [unansweredKeys])
  ).rows[0].n as number;
  const withoutJob = (
    await db.query(
      `SELECT count(*)::int AS n FROM leads l WHERE NOT EXISTS (
         SELECT 1 FROM pgboss.job j WHERE j.name = 'lead-mail' AND j.data->'leadIds' ? l.id::text AND j.data->>'mail' = 'advisor')`,
    )
  ).rows[0].n as number;

  // The visitors whose request got no answer try again with the same key (as many at once as the load had).
  const retried = await submissionLoad(server.url, {
    total: unansweredKeys.length,
    concurrency: 32,
    keys: unansweredKeys,
  });
  const retryStatuses = retried.reduce<Record<string, number>>((tally, outcome) => {
    const status = String(outcome.status ?? outcome.error);
    tally[status] = (tally[status] ?? 0) + 1;
    return tally;
  }, {});
  const stored = (await db.query('SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM leads'))
    .rows[0];
  console.log(
    `kill -9 after ${acked.length} acknowledged of ${TOTAL} sent: in flight at the kill ${inFlight}, ` +
      `acknowledged leads lost ${lost}, committed but unanswered ${committedUnanswered}, leads without email job ${withoutJob}; ` +
      `after resending ${unanswered.length} unanswered with their keys (answers ${JSON.stringify(retryStatuses)}): ${stored.n} rows for ${stored.keys} keys`,
  );
  expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
  expect(inFlight).toBeGreaterThan(0);
  expect(lost).toBe(0);
  expect(withoutJob).toBe(0);
  expect(retryStatuses).toEqual({ 200: unanswered.length });
  expect(stored).toEqual({ n: TOTAL, keys: TOTAL });
}, 120_000);
