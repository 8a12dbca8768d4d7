// What a browser does for the forms' bot check, done in Node: fetch a challenge from the
// server's own endpoint and solve it with altcha-lib (the same work the forms' worker does),
// giving the `altcha` field a person's submission carries (server/leads/bot-check.ts).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Express } from 'express';
import request from 'supertest';
import { BOT_CHECK_FIELD, CHALLENGE_PATH } from '../../common/api/submission';

/** The proof for a challenge: base64 of JSON { challenge, solution }, as the forms send it. */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge from the app (supertest) or a running server (its base URL). */
export async function fetchChallenge(target: Express | string): Promise<Challenge> {
  if (typeof target === 'string') return (await (await fetch(`${target}${CHALLENGE_PATH}`)).json()) as Challenge;
  const response = await request(target).get(CHALLENGE_PATH).expect(200);
  return response.body as Challenge;
}

/** A solved proof, ready for the body: `{ ...body, ...(await botProof(app)) }`. */
export async function botProof(target: Express | string): Promise<{ [BOT_CHECK_FIELD]: string }> {
  return { [BOT_CHECK_FIELD]: await solveProof(await fetchChallenge(target)) };
}
