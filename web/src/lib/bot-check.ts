// The forms' bot check as a person meets it: not at all. The first focus or keystroke in a
// form loads the check and starts fetching and solving a challenge in the background; sending
// waits for it (docs/decisions/0021-bot-check.md). Everything but this hook is in
// bot-check-solver.ts, loaded on demand, so no page carries it before interaction.
import { useRef } from 'react';
import type { ProofForm } from '../../../common/api/submission';
import type { BotFields, ProofSession } from './bot-check-solver';

export type BotCheck = {
  /** Starts the work if it has not started (call on the form's first focus or input). */
  start: () => void;
  /** The bot-check fields for this submission (the proof, waiting for it if need be, or how long the form was open without one). */
  proof: () => Promise<BotFields | undefined>;
  /** After a successful submission: the next one needs a new proof. */
  used: () => void;
};

/** `form`: a proof counts only on the form its challenge was asked for. */
export function useBotCheck(form: ProofForm): BotCheck {
  const session = useRef<Promise<ProofSession | undefined>>(undefined);
  const start = () => {
    session.current ??= import('./bot-check-solver').then(
      (solver) => solver.startProofSession(form),
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
