// With the default TRUST_PROXY_HOPS=0 the app trusts no X-Forwarded-For at all: a client
// that invents a new address for every request is still counted as the one it is
// (intake-guards.test.ts covers one trusted hop).
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { startTestApp, type TestApp } from '../setup/test-app';

const LIMIT = 3;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
});
afterAll(async () => {
  await testApp?.close();
});

test('a different spoofed X-Forwarded-For on every request does not bypass the limit', async () => {
  expect(testApp.env.TRUST_PROXY_HOPS).toBe(0);
  const statuses: number[] = [];
  for (let i = 1; i <= LIMIT + 2; i++) {
    const response = await request(testApp.app)
      .post(SUBMIT_PATH)
      .set('X-Forwarded-For', `198.51.100.${i}, 203.0.113.${i}`)
      .send({});
    statuses.push(response.status);
  }
  expect(statuses).toEqual([...Array(LIMIT).fill(400), 429, 429]);
});
