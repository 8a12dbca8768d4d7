// The bot check's work, loaded only when a visitor starts filling in a form (bot-check.ts):
// fetch a challenge from our own server and solve it in a Web Worker (docs/decisions/
// 0015-bot-check.md). No third party, nothing on screen.
import type { Challenge, Solution } from 'altcha-lib';
import { CHALLENGE_PATH } from '../../../common/api/submission';

export type Proof = {
  /** The form field's value: base64 of JSON { challenge, solution }. */
  payload: string;
  /** performance.now() from which the server accepts it (the challenge's minimum fill time). */
  readyAt: number;
  /** performance.now() at which the challenge expires. */
  expiresAt: number;
};

export async function obtainProof(): Promise<Proof> {
  const response = await fetch(CHALLENGE_PATH, { cache: 'no-store' });
  const received = performance.now();
  if (!response.ok) throw new Error(`challenge ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const { data, expiresAt } = challenge.parameters;
  const issuedAt = Number(data?.issuedAt);
  const solution = await solve(challenge);
  if (!solution) throw new Error('challenge not solved');
  return {
    payload: btoa(JSON.stringify({ challenge, solution })),
    // Counted from when it arrived, not by the clock: the visitor's clock may be off.
    readyAt: received + (Number(data?.submitAfter) - issuedAt),
    expiresAt: received + (Number(expiresAt) * 1000 - issuedAt),
  };
}

async function solve(challenge: Challenge): Promise<Solution | null> {
  try {
    const worker = new Worker(new URL('./bot-check-worker.ts', import.meta.url), { type: 'module' });
    return await new Promise<Solution | null>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<{ solution: Solution | null }>) => resolve(event.data.solution);
      worker.onerror = reject;
      worker.postMessage(challenge);
    }).finally(() => worker.terminate());
  } catch {
    // No worker (an old browser, a blocked script): the same work on the main thread.
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/sha'),
    ]);
    return solveChallenge({ challenge, deriveKey });
  }
}
