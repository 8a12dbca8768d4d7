// The database cut off under load from the real server process (docs/BENCHMARKS.md, faults; the
// in-process basics are in intake-outages.test.ts): every answer is a success or a 503 in
// the visitor's language, never a 500; the process survives the outage and recovers on
// its own; acknowledged leads are stored, and a visitor who retries a 503 with the same
// Idempotency-Key is stored once even when the lost answer belonged to a commit.
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { translate } from '../../common/forms/messages';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { startServerProcess, type ServerProcess } from '../setup/server-process';
import { submissionLoad, submitOnce } from '../setup/submission-load';
import { createTcpProxy, type TcpProxy } from '../setup/tcp-proxy';
import { createTestDatabase } from '../setup/test-database';

const OUTAGE_MS = 4000;
const ENGLISH = { Referer: 'http://localhost/en/contact' };
let databaseUrl: string;
let proxy: TcpProxy;
let smtp: TestSmtp;
let server: ServerProcess | undefined;

beforeAll(async () => {
  databaseUrl = (await createTestDatabase()).url;
  const url = new URL(databaseUrl);
  proxy = await createTcpProxy({ host: url.hostname, port: Number(url.port) });
  smtp = await createTestSmtp();
});
afterAll(async () => {
  await proxy?.restore().catch(() => {});
  await server?.stop();
  await smtp?.stop();
});

test('database outage under load: 200 or 503 only, the process survives and recovers', async () => {
  const behindProxy = new URL(databaseUrl);
  behindProxy.port = String(proxy.port);
  server = await startServerProcess({ databaseUrl: behindProxy.toString(), smtpUrl: smtp.url });
  const url = server.url;

  let acknowledged = 0;
  let restoredAt = Infinity;
  const load = submissionLoad(url, {
    total: 1_000_000,
    concurrency: 16,
    stop: () => performance.now() > restoredAt,
    headers: ENGLISH,
    onOutcome: (outcome) => {
      if (outcome.id) acknowledged++;
    },
  });
  await expect.poll(() => acknowledged, { timeout: 30_000 }).toBeGreaterThanOrEqual(200);
  await proxy.cut();
  const cutAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
  const healthDuringOutage = (await fetch(`${url}/healthz`)).status;
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
  expect(server.child.exitCode).toBeNull();
  await proxy.restore();
  restoredAt = performance.now();
  const outcomes = await load;

  // Recovery: the first success after the database is back, without restarting anything.
  let recovered = await submitOnce(url);
  while (!recovered.id && performance.now() - restoredAt < 20_000) recovered = await submitOnce(url);
  const recoveryMs = performance.now() - restoredAt;
  const healthAfter = (await fetch(`${url}/healthz`)).status;

  const byStatus = Object.groupBy(outcomes, (outcome) => String(outcome.status ?? outcome.error));
  const refused = outcomes.filter((outcome) => outcome.status === 503);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const ids = outcomes.flatMap((outcome) => (outcome.id ? [outcome.id] : []));
  const storedAcked = (await db.query('SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::uuid[])', [ids])).rows[0]
    .n;
  const refusedKeys = refused.map((outcome) => outcome.key);
  const committedDespite503 = (
    await db.query('SELECT count(*)::int AS n FROM leads WHERE idempotency_key = ANY($1::text[])', [refusedKeys])
  ).rows[0].n;
  const retried = await Promise.all(refused.map((outcome) => submitOnce(url, outcome.key)));
  const afterRetry = (
    await db.query('SELECT count(*)::int AS n FROM leads WHERE idempotency_key = ANY($1::text[])', [refusedKeys])
  ).rows[0].n;
  await db.end();

  const counts = Object.fromEntries(Object.entries(byStatus).map(([status, list]) => [status, list!.length]));
  console.log(
    `Database cut for ${OUTAGE_MS} ms under load: answers ${JSON.stringify(counts)}; /healthz during ${healthDuringOutage}, after ${healthAfter}; ` +
      `first success ${recoveryMs.toFixed(0)} ms after the database returned; acknowledged stored ${storedAcked}/${ids.length}; ` +
      `503s whose lead had been committed ${committedDespite503}; ${refused.length} retried with their keys → ${afterRetry} rows`,
  );
  expect(Object.keys(counts).every((status) => status === '200' || status === '503')).toBe(true);
  expect(refused.length).toBeGreaterThan(0);
  for (const outcome of refused)
    expect(outcome.body).toEqual({ success: false, error: translate('en', 'form.unavailable') });
  // No success is claimed while the database is away (those started after the cut and answered before it returned).
  expect(outcomes.filter((outcome) => outcome.id && outcome.startedAt > cutAt && outcome.endedAt < restoredAt)).toEqual(
    [],
  );
  expect(healthDuringOutage).toBe(503);
  expect(recovered.id).toBeDefined();
  expect(healthAfter).toBe(200);
  expect(storedAcked).toBe(ids.length);
  expect(retried.every((outcome) => outcome.status === 200)).toBe(true);
  expect(afterRetry).toBe(refusedKeys.length);
}, 120_000);
