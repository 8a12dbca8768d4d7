// Sign-in attempts are limited per account and per address, in the shared rate_limits table
// so every process counts together. An attempt is counted before its password is checked,
// in one atomic upsert per counter (rate-limiter-flexible's consume: INSERT … ON CONFLICT DO
// UPDATE … RETURNING), so concurrent guesses cannot all slip past a check made before any of
// them was recorded: of any number sent at once, at most the limit are evaluated. A success
// clears the account's counter and gives the address its attempt back. An unknown email
// counts like a known one, so the limit reveals nothing about accounts.
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createPostgresLimiter } from '../security/rate-limit';

const WINDOW_SECONDS = 15 * 60;
/** Attempts allowed per account and per address in 15 minutes (successes give theirs back). */
export const SIGN_IN_LIMITS = { account: 5, address: 20 } as const;

export type SignInLimit = {
  /** Counts an attempt; answers the seconds to wait when a limit is passed, 0 when it may be checked. */
  attempt: (email: string, addressKey: string) => Promise<number>;
  succeed: (email: string, addressKey: string) => Promise<void>;
};

export function createSignInLimit(pool: pg.Pool): SignInLimit {
  const account = createPostgresLimiter(pool, 'sign-in-account', SIGN_IN_LIMITS.account, WINDOW_SECONDS);
  const address = createPostgresLimiter(pool, 'sign-in-address', SIGN_IN_LIMITS.address, WINDOW_SECONDS);
  const waitMs = (limiter: typeof account, key: string) =>
    limiter.consume(key).then(
      () => 0,
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return rejection.msBeforeNext;
      },
    );
  return {
    async attempt(email, addressKey) {
      const waits = await Promise.all([waitMs(account, email), waitMs(address, addressKey)]);
      return Math.ceil(Math.max(...waits) / 1000);
    },
    async succeed(email, addressKey) {
      await Promise.all([account.delete(email), address.reward(addressKey, 1)]);
    },
  };
}
