// The forms' bot check, with no third party (docs/decisions/0021-bot-check.md): an ALTCHA
// proof of work on a challenge this server signed, which expires and is accepted once, a
// minimum time between the challenge and the submission (signed into the challenge), and the
// honeypot. A submission that fails is not refused: it is stored as SPAM with its reason and
// sends no email, and the visitor gets the same answer as anyone (nothing to learn for bots).
// What needs the database (the proof's single use, the overall budget) is decided as the lead
// is stored, in the lead writer's transaction (claim-proofs.ts, docs/decisions/0022).
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

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
/** The two HMAC secrets of altcha-lib's deterministic mode, from the one server secret: the
 * challenge's signature, and the expected key's (so verifying is one HMAC, no hashing). */
export function challengeSecrets(secret: string) {
  return { hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` };
}

/** A proof that passed every check but its single use, which is claimed as its lead is stored. */
export type ProofUse = { key: string; expiresAtSeconds: number };

/** The bot check's verdict on a submission that passed validation: held with its reason, or a proof to claim. */
export type BotVerdict = { spamReason: SpamReason } | { proof: ProofUse };

export type BotCheck = {
  issueChallenge: () => Promise<Challenge>;
  /** The checks that need no database: the honeypot, then the proof's signature, solution, expiry and fill time. */
  screen: (proof: { payload: string | undefined; honeypot: unknown }) => Promise<BotVerdict>;
};

export function createBotCheck(deps: { secret: string; minFillMs: number }): BotCheck {
  const { hmacSignatureSecret, hmacKeySignatureSecret } = challengeSecrets(deps.secret);

  const judgeProof = async (payload: string | undefined): Promise<BotVerdict> => {
    if (!payload) return { spamReason: 'no-proof' };
    const proof = decodeProof(payload);
    if (!proof) return { spamReason: 'forged' };
    const result = await verifySolution({
      ...proof,
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    }).catch(() => undefined);
    if (!result || result.invalidSignature) return { spamReason: 'forged' };
    if (result.expired) return { spamReason: 'expired' };
    if (!result.verified) return { spamReason: 'wrong-solution' };
    const { data, expiresAt } = proof.challenge.parameters;
    if (typeof data?.submitAfter !== 'number' || typeof expiresAt !== 'number') return { spamReason: 'forged' };
    if (Date.now() < data.submitAfter) return { spamReason: 'too-fast' };
    return { proof: { key: proof.challenge.signature, expiresAtSeconds: expiresAt } };
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
    screen: async ({ payload, honeypot }) => (isFilled(honeypot) ? { spamReason: 'honeypot' } : judgeProof(payload)),
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
