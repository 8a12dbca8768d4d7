// Password guessing in parallel: every attempt is counted before its password is checked,
// atomically, so 40 guesses sent at once on one account from 40 addresses get at most
// SIGN_IN_LIMITS.account evaluated, and the right password among the rest is not even tried.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addAdvisor } from '../../server/auth/advisors';
import { SIGN_IN_LIMITS } from '../../server/auth/sign-in-limit';
import { TEST_ORIGIN, TEST_PASSWORD } from '../setup/inbox-session';
import { startTestApp, type TestApp } from '../setup/test-app';

const GUESSES = 40;
let testApp: TestApp;
let server: Server;
let url: string;

beforeAll(async () => {
  // One trusted proxy hop, so each guess can come from its own address as in a botnet.
  testApp = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
  server = testApp.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await addAdvisor(testApp.services.prisma, 'target@example.test', TEST_PASSWORD);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await testApp?.close();
});

test(`${GUESSES} concurrent guesses on one account: at most ${SIGN_IN_LIMITS.account} are evaluated, the rest get 429`, async () => {
  const guesses = Array.from({ length: GUESSES }, (_, i) => (i === 30 ? TEST_PASSWORD : `wrong guess number ${i}`));
  const statuses = await Promise.all(
    guesses.map((password, i) =>
      fetch(`${url}/inbox/api/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'X-Forwarded-For': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: 'target@example.test', password }),
      }).then((response) => response.status),
    ),
  );
  const evaluated = statuses.filter((status) => status !== 429).length;
  console.log(`Guesses evaluated under ${GUESSES} concurrent: ${evaluated}`);
  expect(evaluated).toBeLessThanOrEqual(SIGN_IN_LIMITS.account);
  expect(evaluated).toBeGreaterThan(0);
  expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - evaluated);
  // The right password came after the limit: refused unseen, not signed in.
  expect(statuses[30]).toBe(429);
});
