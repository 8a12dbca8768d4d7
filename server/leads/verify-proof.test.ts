// The intake's own verification of a proof answers as altcha-lib's verifySolution does, for
// every kind of proof a visitor or a bot can send (verify-proof.ts).
import { createChallenge, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, test } from 'vitest';
import { challengeSecrets } from './bot-check';
import { createProofVerifier, type Proof } from './verify-proof';

const secrets = challengeSecrets('s'.repeat(40));
const verify = createProofVerifier(secrets);

async function solved(options: { expiresInMs?: number; keySignature?: boolean } = {}): Promise<Proof> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 25,
    deriveKey,
    expiresAt: new Date(Date.now() + (options.expiresInMs ?? 60_000)),
    data: { issuedAt: 1, submitAfter: 2, form: 'contact' },
    hmacSignatureSecret: secrets.hmacSignatureSecret,
    ...(options.keySignature !== false && { hmacKeySignatureSecret: secrets.hmacKeySignatureSecret }),
  });
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  return { challenge: challenge as Challenge & { signature: string }, solution };
}

const withParameters = (proof: Proof, change: Record<string, unknown>): Proof => ({
  ...proof,
  challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, ...change } },
});

const cases: [
  string,
  () => Promise<Proof>,
  { expired: boolean; invalidSignature: boolean | null; verified: boolean },
][] = [
  ['a solved proof', () => solved(), { expired: false, invalidSignature: false, verified: true }],
  [
    'a solved proof without a key signature (altcha-lib decides)',
    () => solved({ keySignature: false }),
    { expired: false, invalidSignature: false, verified: true },
  ],
  ['an expired one', () => solved({ expiresInMs: -1000 }), { expired: true, invalidSignature: null, verified: false }],
  [
    'another form written into it',
    async () => withParameters(await solved(), { data: { issuedAt: 1, submitAfter: 2, form: 'taxReturn' } }),
    { expired: false, invalidSignature: true, verified: false },
  ],
  [
    'a key signature of its own',
    async () => withParameters(await solved(), { keySignature: 'ab'.repeat(32) }),
    { expired: false, invalidSignature: true, verified: false },
  ],
  [
    'another key',
    async () => {
      const proof = await solved();
      return { ...proof, solution: { ...proof.solution, derivedKey: 'cd'.repeat(32) } };
    },
    { expired: false, invalidSignature: false, verified: false },
  ],
  [
    'a key in capitals',
    async () => {
      const proof = await solved();
      return { ...proof, solution: { ...proof.solution, derivedKey: proof.solution.derivedKey.toUpperCase() } };
    },
    { expired: false, invalidSignature: false, verified: false },
  ],
  [
    'a counter that is no integer',
    async () => {
      const proof = await solved();
      return { ...proof, solution: { ...proof.solution, counter: 1.5 } };
    },
    { expired: false, invalidSignature: false, verified: false },
  ],
  [
    'no signature',
    async () => {
      const proof = await solved();
      return { ...proof, challenge: { ...proof.challenge, signature: '' } };
    },
    { expired: false, invalidSignature: true, verified: false },
  ],
];

test.each(cases)('%s: the same verdict as altcha-lib', async (_name, make, expected) => {
  const proof = await make();
  const ours = await verify(proof);
  const theirs = await verifySolution({ ...proof, deriveKey, ...secrets });
  expect(ours).toEqual(expected);
  expect(ours).toEqual({
    expired: theirs.expired,
    invalidSignature: theirs.invalidSignature,
    verified: theirs.verified,
  });
});

test('a proof signed with another secret is not ours', async () => {
  const proof = await solved();
  const other = createProofVerifier(challengeSecrets('t'.repeat(40)));
  expect(await other(proof)).toEqual({ expired: false, invalidSignature: true, verified: false });
});
