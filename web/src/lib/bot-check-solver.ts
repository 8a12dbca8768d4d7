// The bot check's work, loaded only when a visitor starts filling in a form (bot-check.ts):
// fetch a challenge from our own server and solve it in a Web Worker (docs/decisions/
// 0021-bot-check.md). No third party, nothing on screen.
import type { Challenge, Solution } from 'altcha-lib';
import { BOT_CHECK_FIELD, CHALLENGE_PATH, FILL_TIME_FIELD, MIN_FILL_MS } from '../../../common/api/submission';
import type { ProofForm } from '../../../common/api/submission';

// A challenge this close to expiring is replaced before sending.
const EXPIRY_MARGIN_MS = 60_000;
// Past this, the form is sent without a proof rather than kept waiting: the server still
// stores it, held for the advisor to check and release (docs/decisions/0043-to-review.md),
// and the confirmation says so.
const PROOF_TIMEOUT_MS = 20_000;

/** What goes with the form: the proof, or without one (blocked, failed) how long the form was open. */
export type BotFields = { [BOT_CHECK_FIELD]: string } | { [FILL_TIME_FIELD]: number };
export type ProofSession = { proof: () => Promise<BotFields>; used: () => void };

/** Starts obtaining a proof at once; `proof()` waits for it and for the minimum fill time. */
export function startProofSession(form: ProofForm): ProofSession {
  const startedAt = performance.now();
  let pending: Promise<Proof | undefined> | undefined;
  const start = () => (pending ??= obtainProof(form).catch(() => undefined));
  const ready = async (): Promise<Proof | undefined> => {
    let proof = await start();
    if (!proof || proof.expiresAt - performance.now() < EXPIRY_MARGIN_MS) {
      // Failed (a network blip) or stale (a long-open form): one fresh attempt.
      pending = undefined;
      proof = await start();
    }
    return proof;
  };
  void start();
  return {
    proof: async () => {
      const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, PROOF_TIMEOUT_MS));
      const proof = await Promise.race([ready(), timeout]);
      // Without a proof the server still wants the form open for the minimum fill time.
      await waitUntil(proof?.readyAt ?? startedAt + MIN_FILL_MS);
      return proof
        ? { [BOT_CHECK_FIELD]: proof.payload }
        : { [FILL_TIME_FIELD]: Math.round(performance.now() - startedAt) };
    },
    // The next submission (the contact form can send again) starts a new one when it asks.
    used: () => {
      pending = undefined;
    },
  };
}

/**
 * Waits until performance.now() reaches `moment`. A timer may fire a fraction of a millisecond
 * before performance.now() says its time has come, and a fill time of 2,999.6 ms is a bot's to
 * the server (which wants 3,000): the visitor's request would be filed as spam, answered as sent
 * and seen by nobody. So it waits again until the moment has truly passed.
 */
export async function waitUntil(moment: number, now = () => performance.now()): Promise<void> {
  for (let left = moment - now(); left > 0; left = moment - now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
  }
}

type Proof = {
  /** The form field's value: base64 of JSON { challenge, solution }. */
  payload: string;
  /** performance.now() from which the server accepts it (the challenge's minimum fill time). */
  readyAt: number;
  /** performance.now() at which the challenge expires. */
  expiresAt: number;
};

async function obtainProof(form: ProofForm): Promise<Proof> {
  const response = await fetch(`${CHALLENGE_PATH}?form=${form}`, { cache: 'no-store' });
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

/** In a Web Worker; if none can run, no proof (the server then holds the request for the advisor). */
async function solve(challenge: Challenge): Promise<Solution | null> {
  const worker = new Worker(new URL('./bot-check-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Solution | null>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ solution: Solution | null }>) => resolve(event.data.solution);
    worker.onerror = reject;
    worker.postMessage(challenge);
  }).finally(() => worker.terminate());
}
