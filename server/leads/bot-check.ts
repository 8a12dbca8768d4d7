// The forms' bot check, with no third party (docs/decisions/0021-bot-check.md): an ALTCHA
// proof of work on a challenge this server signed for one form, which expires and is accepted
// once, a minimum time between the challenge and the submission (signed into the challenge),
// and the honeypot. A submission that fails is not refused: it is stored as SPAM with its reason
// and sends no email, and the visitor gets the same answer as anyone (nothing to learn for
// bots). One that looks like a person's but brings no proof (the browser could not fetch the
// challenge) is held to review instead (docs/decisions/0043-to-review.md). What needs the
// database (the proof's single use, the budgets) is decided as the lead is stored, in the lead
// writer's transaction (claim-proofs.ts, docs/decisions/0022 and 0044).
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ProofForm } from '../../common/api/submission';
import { AppError } from '../errors';
import { createProofVerifier, type Proof } from './verify-proof';

export const SPAM_REASONS = [
  'honeypot',
  'no-proof',
  'forged',
  'expired',
  'wrong-solution',
  'too-fast',
  'replayed',
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
/** unproven: a person's signals but no proof; over-budget: its network's budget was spent (docs/decisions/0044). */
export const REVIEW_REASONS = ['unproven', 'over-budget'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

// Iterated SHA-256 with a counter the server picks: the browser hashes its way up to it
// (5,000-50,000 hashes: well under a second on a phone, in a worker while the person types)
// and the server verifies with one HMAC. Measured figures in the decision record.
const ALGORITHM = 'SHA-256';
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 50_000;
/** While the site is under load, new challenges take this many times the work (docs/decisions/0044). */
export const DIFFICULTY_UNDER_LOAD = 4;
/** Long forms take a while; the browser fetches a new challenge when its own is about to expire. */
export const CHALLENGE_LIFETIME_MS = 30 * 60_000;
/** The two HMAC secrets of altcha-lib's deterministic mode, from the one server secret: the
 * challenge's signature, and the expected key's (so verifying is one HMAC, no hashing). */
export function challengeSecrets(secret: string) {
  return { hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` };
}

/** A proof that passed every check but its single use, which is claimed as its lead is stored. */
export type ProofUse = { key: string; expiresAtSeconds: number };

/** The bot check's verdict on a submission that passed validation: spam, to review, or a proof to claim. */
export type BotVerdict = { spamReason: SpamReason } | { reviewReason: 'unproven' } | { proof: ProofUse };

export type Submitted = {
  payload: string | undefined;
  honeypot: unknown;
  /** The form it was sent with: a proof counts only for the form its challenge was issued for. */
  form: ProofForm;
  /** Without a proof: the time the browser says the form was open, in ms. */
  filledMs: number | undefined;
  /** The request carries what a browser's own fetch from our page does (browser-signals.ts). */
  fromBrowser: boolean;
};

export type BotCheck = {
  issueChallenge: (form: ProofForm) => Promise<Challenge>;
  /** The checks that need no database: the honeypot, then the proof's signature, form, solution, expiry and fill time. */
  screen: (submitted: Submitted) => Promise<BotVerdict>;
};

export function createBotCheck(deps: {
  secret: string;
  minFillMs: number;
  /** Whether the site is under load now (intake-budgets.ts): new challenges then take more work. */
  underLoad: () => Promise<boolean>;
}): BotCheck {
  const { hmacSignatureSecret, hmacKeySignatureSecret } = challengeSecrets(deps.secret);
  const verifyProof = createProofVerifier({ hmacSignatureSecret, hmacKeySignatureSecret });

  // No proof: a person whose browser could not fetch or solve the challenge (a content
  // blocker, a proxy) if everything else says so; otherwise the most common bot.
  const unproven = ({ filledMs, fromBrowser }: Submitted): BotVerdict =>
    fromBrowser && filledMs !== undefined && filledMs >= deps.minFillMs
      ? { reviewReason: 'unproven' }
      : { spamReason: 'no-proof' };

  const judgeProof = async (submitted: Submitted): Promise<BotVerdict> => {
    const { payload } = submitted;
    if (!payload) return unproven(submitted);
    const proof = decodeProof(payload);
    if (!proof) return { spamReason: 'forged' };
    const result = await verifyProof(proof).catch(() => undefined);
    if (!result || result.invalidSignature) return { spamReason: 'forged' };
    if (result.expired) return { spamReason: 'expired' };
    if (!result.verified) return { spamReason: 'wrong-solution' };
    const { data, expiresAt } = proof.challenge.parameters;
    if (typeof data?.submitAfter !== 'number' || typeof expiresAt !== 'number') return { spamReason: 'forged' };
    // Signed, so only our own page could have asked for another form's challenge: say so plainly.
    if (data.form !== submitted.form) throw new AppError('invalid', 'form.proofOtherForm');
    if (Date.now() < data.submitAfter) return { spamReason: 'too-fast' };
    return { proof: { key: proof.challenge.signature, expiresAtSeconds: expiresAt } };
  };

  return {
    issueChallenge: async (form) => {
      const now = Date.now();
      const factor = (await deps.underLoad()) ? DIFFICULTY_UNDER_LOAD : 1;
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(COUNTER_MAX * factor, COUNTER_MIN * factor),
        deriveKey,
        expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
        data: { issuedAt: now, submitAfter: now + deps.minFillMs, form },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    screen: async (submitted) => (isFilled(submitted.honeypot) ? { spamReason: 'honeypot' } : judgeProof(submitted)),
  };
}

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
