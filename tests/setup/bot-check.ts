// What a browser does for the forms' bot check, done in Node: fetch a challenge from the
// server's own endpoint and solve it with altcha-lib (the same work the forms' worker does),
// giving the `altcha` field a person's submission carries (server/leads/bot-check.ts).
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Express } from 'express';
import request from 'supertest';
import { BOT_CHECK_FIELD, CHALLENGE_PATH } from '../../common/api/submission';
import type { ProofForm } from '../../common/api/submission';
import { challengeSecrets } from '../../server/leads/bot-check';

/** The bot-check secret of the server processes tests start (server-process.ts). */
export const TEST_BOT_CHECK_SECRET = 'test-bot-check-secret-of-the-server-processes';

/** The proof for a challenge: base64 of JSON { challenge, solution }, as the forms send it. */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge for `form` from the app (supertest) or a running server (its base URL). */
export async function fetchChallenge(target: Express | string, form: ProofForm = 'contact'): Promise<Challenge> {
  const path = `${CHALLENGE_PATH}?form=${form}`;
  if (typeof target === 'string') return (await (await fetch(`${target}${path}`)).json()) as Challenge;
  const response = await request(target).get(path).expect(200);
  return response.body as Challenge;
}

/** A solved proof for `form`, ready for the body: `{ ...body, ...(await botProof(app, 'taxReturn')) }`. */
export async function botProof(
  target: Express | string,
  form: ProofForm = 'contact',
): Promise<{ [BOT_CHECK_FIELD]: string }> {
  return { [BOT_CHECK_FIELD]: await solveProof(await fetchChallenge(target, form)) };
}

/**
 * A challenge signed with the server's secret as its endpoint would sign one, issued
 * `ageMs` ago, with little work: for tests about something else (load, kills, outages) that
 * send thousands of people's requests, and for an expired challenge.
 */
export async function signedChallenge(
  secret: string,
  {
    ageMs = 60_000,
    lifetimeMs = 30 * 60_000,
    form = 'contact',
  }: { ageMs?: number; lifetimeMs?: number; form?: ProofForm } = {},
): Promise<Challenge> {
  const issuedAt = Date.now() - ageMs;
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 10,
    deriveKey,
    expiresAt: new Date(issuedAt + lifetimeMs),
    data: { issuedAt, submitAfter: issuedAt + 3000, form },
    ...challengeSecrets(secret),
  });
}
