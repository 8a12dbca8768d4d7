// The forms' bot check as a person meets it: not at all. The first focus or keystroke in a
// form starts fetching and solving a challenge in the background (its code loads then, so no
// page carries it before); sending waits for the answer, and for the minimum fill time the
// server asks, behind the usual "Sending..." (docs/decisions/0015-bot-check.md).
import { useRef } from 'react';
import type { Proof } from './bot-check-solver';

// A challenge this close to expiring is replaced before sending.
const EXPIRY_MARGIN_MS = 60_000;
// Past this, the form is sent without a proof rather than kept waiting: the server still
// stores it (held for the advisor to release), so the request is never lost.
const PROOF_TIMEOUT_MS = 20_000;

export type BotCheck = {
  /** Starts the work if it has not started (call on the form's first focus or input). */
  start: () => void;
  /** The proof for this submission, waiting for it if need be; undefined if it could not be had. */
  proof: () => Promise<string | undefined>;
  /** After a successful submission: the next one needs a new proof. */
  used: () => void;
};

export function useBotCheck(): BotCheck {
  const pending = useRef<Promise<Proof | undefined>>(undefined);
  const start = () => {
    pending.current ??= import('./bot-check-solver').then(({ obtainProof }) => obtainProof()).catch(() => undefined);
  };
  const ready = async (): Promise<Proof | undefined> => {
    start();
    let proof = await pending.current;
    if (!proof || proof.expiresAt - performance.now() < EXPIRY_MARGIN_MS) {
      // Failed (network blip) or stale (a long-open form): one fresh attempt.
      pending.current = undefined;
      start();
      proof = await pending.current;
    }
    return proof;
  };
  return {
    start,
    used: () => {
      pending.current = undefined;
    },
    proof: async () => {
      const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, PROOF_TIMEOUT_MS));
      const proof = await Promise.race([ready(), timeout]);
      if (!proof) return undefined;
      const wait = proof.readyAt - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return proof.payload;
    },
  };
}
