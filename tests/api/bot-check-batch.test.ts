// The bot check's database side, decided in the lead writer's transaction for a whole batch
// (docs/decisions/0022-intake-throughput.md): each proof is accepted once, also when it comes
// twice in one batch or in two batches at once; a retry of the same submission is not a
// replay; each network's budget counts only its new proven leads, past it they are held to
// review; and nothing is used up by a batch that does not commit. createLeads is what the lead writer calls with each batch.
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS } from '../../common/forms/registry';
import type { BotVerdict } from '../../server/leads/bot-check';
import { claimProofs } from '../../server/leads/claim-proofs';
import { createLeads, type LeadStore, type NewLead } from '../../server/leads/create-lead';
import { batchLead, newProof, proofUse } from '../setup/batch-lead';
import { botProof } from '../setup/bot-check';
import { queuedNews } from '../setup/queued-news';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
let store: LeadStore;

beforeAll(async () => {
  testApp = await startTestApp();
  store = { ...testApp.services, intakeBudgets: { perNetworkPerHour: 1_000 } };
});
afterAll(async () => {
  await testApp?.close();
});

function lead(
  botCheck: BotVerdict,
  idempotencyKey: string | undefined = randomUUID(),
  pagePath?: string,
  network?: string,
): NewLead {
  return batchLead(botCheck, { idempotencyKey, pagePath, network });
}

/** A batch as the lead writer hands it over; answers its requests' answers. */
const write = (batchStore: LeadStore, leads: NewLead[]) => createLeads(batchStore, leads).then(({ stored }) => stored);

const stored = (ids: string[]) =>
  testApp.services.prisma.lead
    .findMany({ where: { id: { in: ids } }, select: { id: true, status: true, spamReason: true } })
    .then((rows) => ids.map((id) => rows.find((row) => row.id === id)));

const emailJobs = async (id: string) => (await queuedNews(testApp.services.pool, id))['lead-mail'] ?? 0;

test('a proof sent twice in one batch: the first is a person, the second a replay, a retry of the first is the first', async () => {
  const proof = newProof();
  const keyless = newProof();
  const key = randomUUID();
  const [first, replay, retry, noKey, noKeyAgain] = await write(store, [
    lead(proof, key),
    lead(proof),
    lead(proof, key),
    batchLead(keyless, { idempotencyKey: undefined }),
    batchLead(keyless, { idempotencyKey: undefined }),
  ]);
  expect(retry).toMatchObject({ id: first!.id, duplicate: true });
  expect(await stored([first!.id, replay!.id, noKey!.id, noKeyAgain!.id])).toEqual([
    { id: first!.id, status: 'NEW', spamReason: null },
    { id: replay!.id, status: 'SPAM', spamReason: 'replayed' },
    // Without an Idempotency-Key nothing tells a retry from a replay: only the first counts.
    { id: noKey!.id, status: 'NEW', spamReason: null },
    { id: noKeyAgain!.id, status: 'SPAM', spamReason: 'replayed' },
  ]);
  expect(replay!.hold).toEqual({ status: 'SPAM', reason: 'replayed' });
  expect(await emailJobs(first!.id)).toBe(2);
  expect(await emailJobs(replay!.id)).toBe(0);

  // In a later batch: another submission is a replay, the same submission answers its lead.
  const [later, laterRetry] = await write(store, [lead(proof), lead(proof, key)]);
  expect(await stored([later!.id])).toEqual([{ id: later!.id, status: 'SPAM', spamReason: 'replayed' }]);
  expect(laterRetry).toMatchObject({ id: first!.id, duplicate: true });
});

test('two batches claiming the same proofs at once, in opposite orders: each proof is accepted once, neither fails', async () => {
  const proofs = Array.from({ length: 20 }, newProof);
  const [one, two] = await Promise.all([
    write(
      store,
      proofs.map((proof) => lead(proof)),
    ),
    write(
      store,
      [...proofs].reverse().map((proof) => lead(proof)),
    ),
  ]);
  const rows = await stored([...one, ...two].map((answer) => answer.id));
  expect(rows.filter((row) => row?.status === 'NEW')).toHaveLength(proofs.length);
  expect(rows.filter((row) => row?.spamReason === 'replayed')).toHaveLength(proofs.length);
  for (let index = 0; index < proofs.length; index++) {
    const pair = [one[index]!, two[proofs.length - 1 - index]!].map((answer) => answer.hold?.reason);
    expect(pair.sort()).toEqual(['replayed', undefined]);
  }
});

test('a batch that does not commit uses up no proof and no budget', async () => {
  const proof = newProof();
  const budgeted = { ...store, intakeBudgets: { perNetworkPerHour: 1 } };
  const network = `198.51.${Math.floor(Math.random() * 250)}.0/24`;
  await testApp.services.pool.query(`DELETE FROM rate_limits WHERE key = $1`, [`intake-network:${network}`]);
  // page_path holds at most 500 characters: the insert fails and the transaction with it.
  await expect(write(budgeted, [lead(proof, randomUUID(), `/${'x'.repeat(600)}`, network)])).rejects.toThrow();
  const [person] = await write(budgeted, [lead(proof, randomUUID(), undefined, network)]);
  expect(await stored([person!.id])).toEqual([{ id: person!.id, status: 'NEW', spamReason: null }]);
});

test("each network's budget: its first proven leads of the hour pass, the rest are held to review; spam, retries and other networks do not count", async () => {
  const budgeted = { ...store, intakeBudgets: { perNetworkPerHour: 3 } };
  const flooding = `203.0.${Math.floor(Math.random() * 250)}.0/24`;
  const other = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::/48`;
  const key = randomUUID();
  const proof = newProof();
  const from = (verdict: BotVerdict, network: string, idempotencyKey: string = randomUUID()) =>
    lead(verdict, idempotencyKey, undefined, network);
  const answers = await write(budgeted, [
    from({ spamReason: 'honeypot' }, flooding),
    from(proof, flooding, key),
    from(proof, flooding, key), // a retry: the same lead, counted once
    from(newProof(), flooding),
    from(newProof(), other),
    from(newProof(), flooding),
    from(newProof(), flooding),
  ]);
  const rows = await stored(answers.map((answer) => answer.id));
  expect(rows.map((row) => row?.spamReason ?? row?.status)).toEqual([
    'honeypot',
    'NEW',
    'NEW', // the retry answers the lead before it
    'NEW',
    'NEW', // another network has its own budget
    'NEW',
    'over-budget',
  ]);
  expect(rows[6]).toMatchObject({ status: 'REVIEW' });
  expect(answers[6]!.hold).toEqual({ status: 'REVIEW', reason: 'over-budget' });
  expect(answers[2]).toMatchObject({ id: answers[1]!.id, duplicate: true });
  expect(await emailJobs(answers[6]!.id)).toBe(0);
  // The next batch of the same hour finds the network's budget spent; the other network's is not.
  const [late, elsewhere] = await write(budgeted, [from(newProof(), flooding), from(newProof(), other)]);
  expect(await stored([late!.id, elsewhere!.id])).toEqual([
    { id: late!.id, status: 'REVIEW', spamReason: 'over-budget' },
    { id: elsewhere!.id, status: 'NEW', spamReason: null },
  ]);
});

test('what a batch counts for a replayed proof or a retry is given back before it commits: only new proven leads stay counted', async () => {
  const budgeted = { ...store, intakeBudgets: { perNetworkPerHour: 2 } };
  // A network no other test sends from, its hour not yet counted.
  const network = `100.64.${Math.floor(Math.random() * 250)}.0/24`;
  await testApp.services.pool.query(`DELETE FROM rate_limits WHERE key = $1`, [`intake-network:${network}`]);
  const points = async () =>
    (
      await testApp.services.pool.query<{ points: number }>(`SELECT points FROM rate_limits WHERE key = $1`, [
        `intake-network:${network}`,
      ])
    ).rows[0]?.points;
  const used = newProof();
  await write(store, [lead(used, randomUUID(), undefined, '198.18.0.0/24')]);
  const proof = newProof();
  const key = randomUUID();
  const first = await write(budgeted, [
    lead(proof, key, undefined, network),
    lead(used, randomUUID(), undefined, network), // a replay: spam
    lead(proof, key, undefined, network), // a retry: the same lead
  ]);
  expect(first.map((answer) => answer.hold?.reason)).toEqual([undefined, 'replayed', undefined]);
  expect(await points()).toBe(1);
  // Counted at three, the network would now be past its two.
  const next = await write(budgeted, [lead(newProof(), randomUUID(), undefined, network)]);
  expect(next[0]!.hold).toBeUndefined();
  expect(await points()).toBe(2);
});

test("in a Prisma transaction (a booking's claim) too, the claim sweeps expired proofs and accepts each proof once", async () => {
  const expired = randomBytes(32).toString('hex');
  await testApp.services.pool.query(
    `INSERT INTO bot_check_uses (key, expires_at) VALUES ($1, now() - interval '1 minute')`,
    [expired],
  );
  // As many claims as SWEEP_EVERY: the sweep comes with them.
  const claims = Array.from({ length: 500 }, () => ({
    proof: proofUse(),
    submission: randomUUID(),
  }));
  const claim = (batch: typeof claims) => testApp.services.prisma.$transaction((tx) => claimProofs(tx, batch));
  expect(await claim(claims)).toEqual(claims.map(() => true));
  const { rowCount } = await testApp.services.pool.query(`SELECT 1 FROM bot_check_uses WHERE key = $1`, [expired]);
  expect(rowCount).toBe(0);
  expect(await claim([{ ...claims[0]!, submission: randomUUID() }, claims[1]!])).toEqual([false, true]);
});

test('one proof sent by many requests at once through the endpoint: exactly one is a person', async () => {
  const proof = await botProof(testApp.app);
  const answers = await Promise.all(
    Array.from({ length: 12 }, () =>
      request(testApp.app)
        .post(SUBMIT_PATH)
        .send({ formType: FORMS.contact.label, formData: VALID_FORM_DATA.contact, language: 'es', ...proof })
        .expect(200),
    ),
  );
  const rows = await stored(answers.map((answer) => (answer.body as { id: string }).id));
  expect(rows.filter((row) => row?.status === 'NEW')).toHaveLength(1);
  expect(rows.filter((row) => row?.spamReason === 'replayed')).toHaveLength(11);
});
