// A server started while its PostgreSQL is down (a database host still booting, a network
// blip during a deploy) waits for it instead of exiting: it retries with a growing delay,
// saying so in its log, and carries on as soon as the database answers. Anything else
// (a wrong password, a missing database) is not waited out.
import { isDatabaseUnavailable } from './is-database-unavailable';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export async function untilDatabaseAnswers<T>(
  attempt: () => Promise<T>,
  onRetry: (delayMs: number, error: unknown) => void,
  sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let delay = FIRST_DELAY_MS; ; delay = Math.min(delay * 2, MAX_DELAY_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      onRetry(delay, error);
      await sleep(delay);
    }
  }
}
