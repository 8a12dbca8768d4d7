// Sign-in attempts are limited per account and per address (issue 6 point 2), in the
// shared rate_limits table so every process counts together. Only failures count, and an
// unknown email counts like a known one, so the limit reveals nothing about accounts.
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createPostgresLimiter } from '../security/rate-limit';

const WINDOW_SECONDS = 15 * 60;
/** Failures allowed per account and per address in 15 minutes. */
export const SIGN_IN_LIMITS = { account: 5, address: 20 } as const;

export type SignInLimit = {
  /** Seconds to wait when a limit is reached; 0 when an attempt may go ahead. */
  blockedFor: (email: string, ip: string) => Promise<number>;
  fail: (email: string, ip: string) => Promise<void>;
  succeed: (email: string) => Promise<void>;
};

export function createSignInLimit(pool: pg.Pool): SignInLimit {
  const account = createPostgresLimiter(pool, 'sign-in-account', SIGN_IN_LIMITS.account, WINDOW_SECONDS);
  const address = createPostgresLimiter(pool, 'sign-in-address', SIGN_IN_LIMITS.address, WINDOW_SECONDS);
  const consume = (limiter: typeof account, key: string) =>
    limiter.consume(key).catch((rejection: unknown) => {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
    });
  return {
    async blockedFor(email, ip) {
      const [byAccount, byAddress] = await Promise.all([account.get(email), address.get(ip)]);
      const waits = [
        byAccount && byAccount.consumedPoints >= SIGN_IN_LIMITS.account ? byAccount.msBeforeNext : 0,
        byAddress && byAddress.consumedPoints >= SIGN_IN_LIMITS.address ? byAddress.msBeforeNext : 0,
      ];
      return Math.ceil(Math.max(...waits) / 1000);
    },
    async fail(email, ip) {
      await Promise.all([consume(account, email), consume(address, ip)]);
    },
    async succeed(email) {
      await account.delete(email);
    },
  };
}
