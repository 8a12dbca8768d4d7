// The proof's verification in altcha-lib's deterministic mode, with node:crypto
// (docs/decisions/0053-intake-above-the-insert.md). altcha-lib's verifySolution makes two
// WebCrypto HMACs, each an importKey and a sign that go to the thread pool and back: four
// asynchronous jobs per request, the largest single item of the intake's CPU profile. Here the
// same two HMACs are computed at once with createHmac on keys imported once. The checks, their
// order and their answers are altcha-lib's (verify-proof.test.ts compares the two on every
// kind of proof); a challenge without a key signature, which this server never issues, is
// left to altcha-lib itself.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export type Proof = {
  challenge: Challenge & { signature: string };
  solution: { counter: number; derivedKey: string };
};

/** What the bot check reads of altcha-lib's verdict. */
export type ProofVerdict = { expired: boolean; invalidSignature: boolean | null; verified: boolean };

/** The two secrets of the deterministic mode (bot-check.ts challengeSecrets). */
export type ProofSecrets = { hmacSignatureSecret: string; hmacKeySignatureSecret: string };

// altcha-lib's bounds for a counter (uint32) and its form of a derived key (lowercase hex bytes).
const MAX_COUNTER = 2 ** 32 - 1;
const DERIVED_KEY = /^(?:[0-9a-f]{2})+$/;

export function createProofVerifier(secrets: ProofSecrets): (proof: Proof) => Promise<ProofVerdict> {
  const signatureKey = createSecretKey(Buffer.from(secrets.hmacSignatureSecret));
  const keySignatureKey = createSecretKey(Buffer.from(secrets.hmacKeySignatureSecret));
  return async ({ challenge, solution }) => {
    const { parameters } = challenge;
    if (parameters.expiresAt && parameters.expiresAt < Date.now() / 1000)
      return { expired: true, invalidSignature: null, verified: false };
    if (!challenge.signature || !sameHex(challenge.signature, hmacHex(signatureKey, canonicalJson(parameters))))
      return { expired: false, invalidSignature: true, verified: false };
    if (
      typeof solution?.derivedKey !== 'string' ||
      !DERIVED_KEY.test(solution.derivedKey) ||
      !Number.isInteger(solution.counter) ||
      solution.counter < 0 ||
      solution.counter > MAX_COUNTER
    )
      return { expired: false, invalidSignature: false, verified: false };
    if (!parameters.keySignature) {
      const result = await verifySolution({ challenge, solution, deriveKey, ...secrets });
      return { expired: result.expired, invalidSignature: result.invalidSignature, verified: result.verified };
    }
    const expected = hmacHex(keySignatureKey, Buffer.from(solution.derivedKey, 'hex'));
    return { expired: false, invalidSignature: false, verified: sameHex(parameters.keySignature, expected) };
  };
}

function hmacHex(key: KeyObject, data: string | Buffer): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

/** A constant-time comparison, as altcha-lib's; anything but a string of the same length differs. */
function sameHex(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** altcha-lib's canonical JSON of the signed parameters: keys sorted at every level, undefined left out. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .flatMap((key) => (record[key] === undefined ? [] : [[key, sortKeys(record[key])]])),
  );
}
