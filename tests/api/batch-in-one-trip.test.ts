// The lead writer's batch in one round trip (docs/decisions/0068-intake-in-one-round-trip.md):
// a batch of new proofs and new requests within their networks' hours commits everything in one
// trip; a used proof, a retry or a network past its hour makes that trip fail, leave nothing
// behind, and the batch is written in two, which decides each of them; after such a batch the
// writer goes in two trips until a batch shows the assumption holds again.
import { randomUUID } from 'node:crypto';
import client from 'prom-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BotVerdict } from '../../server/leads/bot-check';
import { createLeads, type LeadStore, type NewLead } from '../../server/leads/create-lead';
import { HELD_NOTICE_QUEUE } from '../../server/leads/held-notice-queue';
import { createLeadWriter } from '../../server/leads/lead-writer';
import { batchLead, newProof } from '../setup/batch-lead';
import { queuedNews } from '../setup/queued-news';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
let store: LeadStore & TestApp['services'];

beforeAll(async () => {
  testApp = await startTestApp();
  store = { ...testApp.services, intakeBudgets: { perNetworkPerHour: 1_000 } };
});
afterAll(async () => {
  await testApp?.close();
});

/** A network no other test sends from, its hour not yet counted. */
const newNetwork = () => `198.18.${Math.floor(Math.random() * 250)}.0/24`;

const lead = (botCheck: BotVerdict, network: string, idempotencyKey: string = randomUUID()): NewLead =>
  batchLead(botCheck, { network, idempotencyKey });

const query = async <Row>(text: string, values: unknown[]) =>
  (await testApp.services.pool.query(text, values)).rows as Row[];

/** Per lead: its status and reason, its jobs by queue, its private links. */
const written = (ids: string[]) =>
  Promise.all(
    ids.map(async (id) => {
      const [row] = await query<{ status: string; spam_reason: string | null }>(
        'SELECT status::text, spam_reason FROM leads WHERE id = $1',
        [id],
      );
      const [links] = await query<{ n: number }>('SELECT count(*)::int AS n FROM visitor_links WHERE lead_id = $1', [
        id,
      ]);
      return {
        status: row?.status,
        reason: row?.spam_reason ?? null,
        jobs: await queuedNews(testApp.services.pool, id),
        links: links!.n,
      };
    }),
  );

const networkPoints = async (network: string) =>
  (await query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [`intake-network:${network}`]))[0]
    ?.points;

const TOLD = { 'lead-mail': 2, 'lead-push': 1 };

test('new proofs, new requests, networks within their hour: the whole batch in one round trip, holds known before it included', async () => {
  const network = newNetwork();
  const [heldNotices] = await query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1', [
    HELD_NOTICE_QUEUE,
  ]);
  const batch = await createLeads(store, [
    lead(newProof(), network),
    lead({ spamReason: 'honeypot' }, network),
    lead({ reviewReason: 'unproven' }, network),
    lead(newProof(), network),
  ]);
  expect(batch.way).toBe('one-trip');
  expect(batch.stored.map(({ duplicate, hold }) => ({ duplicate, hold }))).toEqual([
    { duplicate: false, hold: undefined },
    { duplicate: false, hold: { status: 'SPAM', reason: 'honeypot' } },
    { duplicate: false, hold: { status: 'REVIEW', reason: 'unproven' } },
    { duplicate: false, hold: undefined },
  ]);
  expect(await written(batch.stored.map(({ id }) => id))).toEqual([
    { status: 'NEW', reason: null, jobs: TOLD, links: 1 },
    { status: 'SPAM', reason: 'honeypot', jobs: {}, links: 1 },
    { status: 'REVIEW', reason: 'unproven', jobs: {}, links: 1 },
    { status: 'NEW', reason: null, jobs: TOLD, links: 1 },
  ]);
  // Only the two proven leads count against the network; the lead to review is summed up for the advisor.
  expect(await networkPoints(network)).toBe(2);
  const [after] = await query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1', [
    HELD_NOTICE_QUEUE,
  ]);
  expect([heldNotices!.n, after!.n]).toEqual([0, 1]);
});

describe('a batch that is not what one round trip assumes: the trip fails, leaves nothing, and two decide', () => {
  test('a proof used before by another submission', async () => {
    const network = newNetwork();
    const used = newProof();
    await createLeads(store, [lead(used, newNetwork())]);
    const batch = await createLeads(store, [lead(newProof(), network), lead(used, network)]);
    expect(batch).toMatchObject({ way: 'fell-back', asOneTripAssumes: false });
    expect(await written(batch.stored.map(({ id }) => id))).toEqual([
      { status: 'NEW', reason: null, jobs: TOLD, links: 1 },
      { status: 'SPAM', reason: 'replayed', jobs: {}, links: 1 },
    ]);
    // Counted once, by the batch that committed, and only for the new lead.
    expect(await networkPoints(network)).toBe(1);
  });

  test('a retry of a request committed before', async () => {
    const network = newNetwork();
    const proof = newProof();
    const key = randomUUID();
    const [first] = (await createLeads(store, [lead(proof, network, key)])).stored;
    const batch = await createLeads(store, [lead(proof, network, key), lead(newProof(), network)]);
    expect(batch).toMatchObject({ way: 'fell-back', asOneTripAssumes: false });
    expect(batch.stored[0]).toMatchObject({ id: first!.id, reference: first!.reference, duplicate: true });
    expect(await written([first!.id, batch.stored[1]!.id])).toEqual([
      { status: 'NEW', reason: null, jobs: TOLD, links: 2 },
      { status: 'NEW', reason: null, jobs: TOLD, links: 1 },
    ]);
    expect(await networkPoints(network)).toBe(2);
  });

  test('a network past its hour', async () => {
    const budgeted = { ...store, intakeBudgets: { perNetworkPerHour: 2 } };
    const network = newNetwork();
    await createLeads(budgeted, [lead(newProof(), network)]);
    const batch = await createLeads(budgeted, [lead(newProof(), network), lead(newProof(), network)]);
    expect(batch).toMatchObject({ way: 'fell-back', asOneTripAssumes: false });
    expect(await written(batch.stored.map(({ id }) => id))).toEqual([
      { status: 'NEW', reason: null, jobs: TOLD, links: 1 },
      { status: 'REVIEW', reason: 'over-budget', jobs: {}, links: 1 },
    ]);
    // Three proven leads of people: the failed trip's count is undone with it.
    expect(await networkPoints(network)).toBe(3);
  });
});

test('a batch with two requests that share a proof or a key goes in two round trips at once', async () => {
  const proof = newProof();
  const key = randomUUID();
  const network = newNetwork();
  expect((await createLeads(store, [lead(proof, network), lead(proof, network)])).way).toBe('two-trips');
  expect((await createLeads(store, [lead(newProof(), network, key), lead(newProof(), network, key)])).way).toBe(
    'two-trips',
  );
});

test('the lead writer: after a batch that fell back, two round trips until one shows the assumption holds again', async () => {
  const writer = createLeadWriter(store);
  const ways = async () => {
    const { values } = await client.register.getSingleMetric('intake_batches_total')!.get();
    return Object.fromEntries(values.map(({ labels, value }) => [String(labels.way), value]));
  };
  const network = newNetwork();
  const used = newProof();
  const before = await ways();
  const counted = async () =>
    Object.fromEntries(Object.entries(await ways()).map(([way, n]) => [way, n - (before[way] ?? 0)]));
  const send = (botCheck: BotVerdict) => writer.write({ ...lead(botCheck, network), files: [] });
  await send(used);
  await send(used); // a replay: falls back
  await send(newProof()); // in two trips, as one would have assumed
  await send(newProof()); // in one again
  expect(await counted()).toEqual({ 'one-trip': 2, 'fell-back': 1, 'two-trips': 1 });
});
