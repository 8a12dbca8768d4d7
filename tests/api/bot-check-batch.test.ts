// The bot check's database side, decided in the lead writer's transaction for a whole batch
// (docs/decisions/0022-intake-throughput.md): each proof is accepted once, also when it comes
// twice in one batch or in two batches at once; a retry of the same submission is not a
// replay; the overall budget counts only new person-like leads; and nothing is used up by a
// batch that does not commit. createLeads is what the lead writer calls with each batch.
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS } from '../../common/forms/registry';
import type { BotVerdict } from '../../server/leads/bot-check';
import { createLeads, type LeadStore, type NewLead } from '../../server/leads/create-lead';
import { botProof } from '../setup/bot-check';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
let store: LeadStore;

beforeAll(async () => {
  testApp = await startTestApp();
  store = { ...testApp.services, intakeBudgetPerMinute: 1_000 };
});
afterAll(async () => {
  await testApp?.close();
});

/** A proof that passed the checks needing no database (its key is the challenge's signature). */
const newProof = (): BotVerdict => ({
  proof: { key: randomBytes(32).toString('hex'), expiresAtSeconds: Math.floor(Date.now() / 1000) + 600 },
});

function lead(
  botCheck: BotVerdict,
  idempotencyKey: string | undefined = randomUUID(),
  pagePath = '/es/contacto',
): NewLead {
  return {
    formKey: 'contact',
    data: FORMS.contact.schema.parse(VALID_FORM_DATA.contact),
    email: 'batch@example.test',
    language: 'es',
    pagePath,
    utmSource: undefined,
    utmCampaign: undefined,
    idempotencyKey,
    files: [],
    botCheck,
  };
}

const stored = (ids: string[]) =>
  testApp.services.prisma.lead
    .findMany({ where: { id: { in: ids } }, select: { id: true, status: true, spamReason: true } })
    .then((rows) => ids.map((id) => rows.find((row) => row.id === id)));

const emailJobs = async (id: string) =>
  (
    await testApp.services.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'lead-mail' AND data->>'leadId' = $1`,
      [id],
    )
  ).rows[0]!.n;

test('a proof sent twice in one batch: the first is a person, the second a replay, a retry of the first is the first', async () => {
  const proof = newProof();
  const keyless = newProof();
  const key = randomUUID();
  const [first, replay, retry, noKey, noKeyAgain] = await createLeads(store, [
    lead(proof, key),
    lead(proof),
    lead(proof, key),
    lead(keyless, undefined),
    lead(keyless, undefined),
  ]);
  expect(retry).toMatchObject({ id: first!.id, duplicate: true });
  expect(await stored([first!.id, replay!.id, noKey!.id, noKeyAgain!.id])).toEqual([
    { id: first!.id, status: 'NEW', spamReason: null },
    { id: replay!.id, status: 'SPAM', spamReason: 'replayed' },
    // Without an Idempotency-Key nothing tells a retry from a replay: only the first counts.
    { id: noKey!.id, status: 'NEW', spamReason: null },
    { id: noKeyAgain!.id, status: 'SPAM', spamReason: 'replayed' },
  ]);
  expect(replay!.spamReason).toBe('replayed');
  expect(await emailJobs(first!.id)).toBe(2);
  expect(await emailJobs(replay!.id)).toBe(0);

  // In a later batch: another submission is a replay, the same submission answers its lead.
  const [later, laterRetry] = await createLeads(store, [lead(proof), lead(proof, key)]);
  expect(await stored([later!.id])).toEqual([{ id: later!.id, status: 'SPAM', spamReason: 'replayed' }]);
  expect(laterRetry).toMatchObject({ id: first!.id, duplicate: true });
});

test('two batches claiming the same proofs at once, in opposite orders: each proof is accepted once, neither fails', async () => {
  const proofs = Array.from({ length: 20 }, newProof);
  const [one, two] = await Promise.all([
    createLeads(
      store,
      proofs.map((proof) => lead(proof)),
    ),
    createLeads(
      store,
      [...proofs].reverse().map((proof) => lead(proof)),
    ),
  ]);
  const rows = await stored([...one, ...two].map((answer) => answer.id));
  expect(rows.filter((row) => row?.status === 'NEW')).toHaveLength(proofs.length);
  expect(rows.filter((row) => row?.spamReason === 'replayed')).toHaveLength(proofs.length);
  for (let index = 0; index < proofs.length; index++) {
    const pair = [one[index]!, two[proofs.length - 1 - index]!].map((answer) => answer.spamReason);
    expect(pair.sort()).toEqual(['replayed', undefined]);
  }
});

test('a batch that does not commit uses up no proof and no budget', async () => {
  const proof = newProof();
  const budgeted = { ...store, intakeBudgetPerMinute: 1 };
  await testApp.services.pool.query(`DELETE FROM rate_limits WHERE key = 'intake-budget:all'`);
  // page_path holds at most 500 characters: the insert fails and the transaction with it.
  await expect(createLeads(budgeted, [lead(proof, randomUUID(), `/${'x'.repeat(600)}`)])).rejects.toThrow();
  const [person] = await createLeads(budgeted, [lead(proof)]);
  expect(await stored([person!.id])).toEqual([{ id: person!.id, status: 'NEW', spamReason: null }]);
});

test('the overall budget: the first person-like leads of the minute pass, spam and retries do not count', async () => {
  const budgeted = { ...store, intakeBudgetPerMinute: 3 };
  await testApp.services.pool.query(`DELETE FROM rate_limits WHERE key = 'intake-budget:all'`);
  const key = randomUUID();
  const proof = newProof();
  const answers = await createLeads(budgeted, [
    lead({ spamReason: 'honeypot' }),
    lead(proof, key),
    lead(proof, key), // a retry: the same lead, counted once
    lead(newProof()),
    lead(newProof()),
    lead(newProof()),
  ]);
  const rows = await stored(answers.map((answer) => answer.id));
  expect(rows.map((row) => row?.spamReason ?? row?.status)).toEqual([
    'honeypot',
    'NEW',
    'NEW', // the retry answers the lead before it
    'NEW',
    'NEW',
    'over-budget',
  ]);
  expect(answers[2]).toMatchObject({ id: answers[1]!.id, duplicate: true });
  // The next batch of the same minute finds the budget spent.
  const [late] = await createLeads(budgeted, [lead(newProof())]);
  expect(await stored([late!.id])).toEqual([{ id: late!.id, status: 'SPAM', spamReason: 'over-budget' }]);
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
