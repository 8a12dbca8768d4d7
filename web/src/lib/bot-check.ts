// The forms' bot check as a person meets it: not at all. The first focus or keystroke in a
// form loads the check and starts fetching and solving a challenge in the background; sending
// waits for it (docs/decisions/0021-bot-check.md). Everything but this hook is in
// bot-check-solver.ts, loaded on demand, so no page carries it before interaction.
import { useRef } from 'react';
import type { ProofSession } from './bot-check-solver';

export type BotCheck = {
  /** Starts the work if it has not started (call on the form's first focus or input). */
  start: () => void;
  /** The proof for this submission, waiting for it if need be; undefined if it could not be had. */
  proof: () => Promise<string | undefined>;
  /** After a successful submission: the next one needs a new proof. */
  used: () => void;
};

export function useBotCheck(): BotCheck {
  const session = useRef<Promise<ProofSession | undefined>>(undefined);
  const start = () => {
    session.current ??= import('./bot-check-solver').then(
      (solver) => solver.startProofSession(),
      () => undefined,
    );
  };
  return {
    start,
    proof: async () => {
      start();
      return (await session.current)?.proof();
    },
    used: () => void session.current?.then((current) => current?.used()),
  };
}
