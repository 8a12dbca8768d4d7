// Solves a bot-check challenge off the main thread, so typing never stutters while it runs
// (web/src/lib/bot-check-solver.ts starts it; the work itself is altcha-lib's).
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    self.postMessage({ solution: await solveChallenge({ challenge: event.data, deriveKey }) });
  } catch {
    self.postMessage({ solution: null });
  }
};
