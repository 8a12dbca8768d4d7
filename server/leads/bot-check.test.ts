// How much work a challenge asks for, at rest and while the site is under load
// (docs/decisions/0044-per-network-budgets.md), read from the counter a real solve finds.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, test } from 'vitest';
import { createBotCheck, DIFFICULTY_UNDER_LOAD } from './bot-check';

const counters = async (underLoad: boolean) => {
  const botCheck = createBotCheck({
    secret: 'x'.repeat(40),
    minFillMs: 0,
    underLoad: () => Promise.resolve(underLoad),
  });
  const found = [];
  for (let i = 0; i < 3; i++) {
    const challenge = await botCheck.issueChallenge('contact');
    expect(challenge.parameters.data).toMatchObject({ form: 'contact' });
    found.push((await solveChallenge({ challenge, deriveKey }))!.counter);
  }
  return found;
};

test('at rest a challenge asks 5,000-50,000 hashes', async () => {
  for (const counter of await counters(false)) {
    expect(counter).toBeGreaterThanOrEqual(5_000);
    expect(counter).toBeLessThanOrEqual(50_000);
  }
});

test(`under load ${DIFFICULTY_UNDER_LOAD} times as many`, async () => {
  for (const counter of await counters(true)) {
    expect(counter).toBeGreaterThanOrEqual(5_000 * DIFFICULTY_UNDER_LOAD);
    expect(counter).toBeLessThanOrEqual(50_000 * DIFFICULTY_UNDER_LOAD);
  }
});
