// The forms' bot check, with no third party (docs/decisions/0021-bot-check.md): an ALTCHA
// proof of work on a challenge this server signed, which expires and is accepted once, a
// minimum time between the challenge and the submission (signed into the challenge), and the
// honeypot. A submission that fails is not refused: it is stored as SPAM with its reason and
// sends no email, and the visitor gets the same answer as anyone (nothing to learn for bots).
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Database } from '../db/prisma';

export const SPAM_REASONS = [
  'honeypot',
  'no-proof',
  'forged',
  'expired',
  'wrong-solution',
  'too-fast',
  'replayed',
  'over-budget',
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

// Iterated SHA-256 with a counter the server picks: the browser hashes its way up to it
// (5,000-50,000 hashes: well under a second on a phone, in a worker while the person types)
// and the server verifies with one HMAC. Measured figures in the decision record.
const ALGORITHM = 'SHA-256';
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 50_000;
/** Long forms take a while; the browser fetches a new challenge when its own is about to expire. */
export const CHALLENGE_LIFETIME_MS = 30 * 60_000;
// Expired solutions are swept by every so many claims, so the table stays small without a timer.
const SWEEP_EVERY = 500;

/** The two HMAC secrets of altcha-lib's deterministic mode, from the one server secret: the
 * challenge's signature, and the expected key's (so verifying is one HMAC, no hashing). */
export function challengeSecrets(secret: string) {
  return { hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` };
}

export type BotCheck = {
  issueChallenge: () => Promise<Challenge>;
  /** The verdict on a submission that passed validation, claiming its solution; undefined for a person. */
  screen: (proof: {
    payload: string | undefined;
    honeypot: unknown;
    /** The submission's Idempotency-Key: its retries (a double click, a lost answer) are not replays. */
    submission: string | undefined;
  }) => Promise<SpamReason | undefined>;
};

export function createBotCheck(deps: {
  prisma: Database;
  secret: string;
  minFillMs: number;
  /** Takes one lead from the overall intake budget; false when it is spent. */
  takeBudget: () => Promise<boolean>;
}): BotCheck {
  const { hmacSignatureSecret, hmacKeySignatureSecret } = challengeSecrets(deps.secret);
  let claims = 0;

  const claim = async (key: string, expiresAtSeconds: number, submission: string | undefined): Promise<boolean> => {
    if (++claims % SWEEP_EVERY === 0)
      await deps.prisma.$executeRaw`DELETE FROM bot_check_uses WHERE expires_at < now()`;
    // A row comes back when the solution is new, or was used by this same submission before.
    const claimed = await deps.prisma.$queryRaw<
      unknown[]
    >`INSERT INTO bot_check_uses AS used (key, expires_at, submission)
      VALUES (${key}, to_timestamp(${expiresAtSeconds}), ${submission ?? null})
      ON CONFLICT (key) DO UPDATE SET key = used.key WHERE used.submission = ${submission ?? null}
      RETURNING key`;
    return claimed.length === 1;
  };

  const judgeProof = async (
    payload: string | undefined,
    submission: string | undefined,
  ): Promise<SpamReason | undefined> => {
    if (!payload) return 'no-proof';
    const proof = decodeProof(payload);
    if (!proof) return 'forged';
    const result = await verifySolution({
      ...proof,
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    }).catch(() => undefined);
    if (!result || result.invalidSignature) return 'forged';
    if (result.expired) return 'expired';
    if (!result.verified) return 'wrong-solution';
    const { data, expiresAt } = proof.challenge.parameters;
    if (typeof data?.submitAfter !== 'number' || typeof expiresAt !== 'number') return 'forged';
    if (Date.now() < data.submitAfter) return 'too-fast';
    return (await claim(proof.challenge.signature, expiresAt, submission)) ? undefined : 'replayed';
  };

  return {
    issueChallenge: () => {
      const now = Date.now();
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
        data: { issuedAt: now, submitAfter: now + deps.minFillMs },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    screen: async ({ payload, honeypot, submission }) => {
      if (isFilled(honeypot)) return 'honeypot';
      const verdict = await judgeProof(payload, submission);
      if (verdict) return verdict;
      // Only leads that would send emails count against the budget: a flood of plain bots
      // never pushes a person's request aside.
      return (await deps.takeBudget()) ? undefined : 'over-budget';
    },
  };
}

type Proof = { challenge: Challenge & { signature: string }; solution: { counter: number; derivedKey: string } };

/** base64 of JSON { challenge, solution }, as the forms send it; undefined when it is not that shape. */
function decodeProof(payload: string): Proof | undefined {
  try {
    const proof = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Proof> | null;
    const { challenge, solution } = proof ?? {};
    if (typeof challenge?.signature !== 'string' || !/^[0-9a-f]{64}$/.test(challenge.signature)) return undefined;
    if (typeof challenge.parameters !== 'object' || challenge.parameters === null) return undefined;
    if (typeof solution !== 'object' || solution === null) return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}
