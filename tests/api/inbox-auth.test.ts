// Inbox access (docs/SECURITY.md, "Lead inbox"): no endpoint answers without a session, no state change
// is accepted from another site, sign-in attempts are limited without revealing accounts,
// and sessions end on sign-out, inactivity and a password reset.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addAdvisor, resetAdvisorPassword } from '../../server/auth/advisors';
import { SIGN_IN_LIMITS } from '../../server/auth/sign-in-limit';
import { signedInAdvisor, signIn, TEST_ORIGIN, TEST_PASSWORD } from '../setup/inbox-session';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const LEAD = '00000000-0000-4000-8000-000000000001';
const FILE = '00000000-0000-4000-8000-000000000002';
const ENDPOINTS = [
  ['get', '/session'],
  ['get', '/leads'],
  ['get', '/leads.csv'],
  ['get', `/leads/${LEAD}`],
  ['get', `/leads/${LEAD}/export.json`],
  ['get', `/leads/${LEAD}/files/${FILE}`],
  ['post', `/leads/${LEAD}/bsn`],
  ['patch', `/leads/${LEAD}`],
  ['post', `/leads/${LEAD}/notes`],
  ['delete', `/leads/${LEAD}`],
  ['get', '/advisors'],
] as const;

describe('without a session', () => {
  test.each(ENDPOINTS)('%s %s answers 401', async (method, path) => {
    const response = await request(testApp.app)[method](`/inbox/api${path}`).set('Origin', TEST_ORIGIN).send({});
    expect(response.status).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('a made-up session cookie is no session', async () => {
    const response = await request(testApp.app).get('/inbox/api/leads').set('Cookie', 'inbox_session=forged-token');
    expect(response.status).toBe(401);
  });
});

describe('cross-site requests', () => {
  test('a state change from another site is refused, even with the advisor cookie', async () => {
    const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'csrf@example.test');
    const attempts = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      // A sibling subdomain is same-site for cookies, but not same-origin.
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://shop.localhost:3000' },
      { Origin: 'null' },
      {},
    ];
    for (const headers of attempts) {
      const response = await request(testApp.app)
        .delete('/inbox/api/session')
        .set('Cookie', advisor.cookie)
        .set(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    // The session survived every forged sign-out.
    expect((await advisor.get('/session')).status).toBe(200);
    const sameOrigin = await request(testApp.app)
      .delete('/inbox/api/session')
      .set('Cookie', advisor.cookie)
      .set('Sec-Fetch-Site', 'same-origin');
    expect(sameOrigin.status).toBe(204);
  });

  test('sign-in from another site is refused (login forgery)', async () => {
    const response = await request(testApp.app)
      .post('/inbox/api/session')
      .set('Origin', 'https://evil.example')
      .send({ email: 'x@example.test', password: 'y' });
    expect(response.status).toBe(403);
  });
});

describe('signing in', () => {
  test('the cookie is HttpOnly, SameSite=Strict, limited to /inbox, and the session lives in PostgreSQL', async () => {
    await signedInAdvisor(testApp.app, testApp.services.prisma, 'cookie@example.test');
    const response = await signIn(testApp.app, 'cookie@example.test');
    expect(response.status).toBe(200);
    const cookie = response.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^inbox_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/inbox');
    // The token itself is not stored, only its hash.
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const sessions = await testApp.services.prisma.advisorSession.findMany({ select: { id: true } });
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.map((session) => session.id)).not.toContain(token);
  });

  test('in production the cookie is also Secure', async () => {
    const production = await startTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        BOT_CHECK_SECRET: Buffer.alloc(32, 8).toString('base64'),
      },
    });
    try {
      await addAdvisor(production.services.prisma, 'prod@example.test', TEST_PASSWORD);
      const response = await signIn(production.app, 'prod@example.test');
      expect(response.status).toBe(200);
      expect(response.headers['set-cookie']![0]).toMatch(/; Secure/);
    } finally {
      await production.close();
    }
  });

  test('a wrong password and an unknown email get the same answer', async () => {
    await signedInAdvisor(testApp.app, testApp.services.prisma, 'known@example.test');
    const wrongPassword = await signIn(testApp.app, 'known@example.test', 'not the password');
    const unknownEmail = await signIn(testApp.app, 'nobody@example.test', 'not the password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  test(`after ${SIGN_IN_LIMITS.account} wrong passwords the account is locked for a while, whether it exists or not`, async () => {
    await signedInAdvisor(testApp.app, testApp.services.prisma, 'target@example.test');
    for (const email of ['target@example.test', 'ghost@example.test']) {
      for (let i = 0; i < SIGN_IN_LIMITS.account; i++)
        expect((await signIn(testApp.app, email, `guess ${i}`)).status).toBe(401);
      const limited = await signIn(testApp.app, email, TEST_PASSWORD);
      expect(limited.status, email).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  test(`after ${SIGN_IN_LIMITS.address} failures from one address, it is limited across accounts`, async () => {
    const other = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    try {
      await signedInAdvisor(other.app, other.services.prisma, 'spray@example.test');
      const from = (ip: string, email: string, password: string) =>
        request(other.app)
          .post('/inbox/api/session')
          .set('Origin', TEST_ORIGIN)
          .set('X-Forwarded-For', ip)
          .send({ email, password });
      for (let i = 0; i < SIGN_IN_LIMITS.address; i++)
        expect((await from('203.0.113.9', `user${i}@example.test`, 'guess')).status).toBe(401);
      expect((await from('203.0.113.9', 'spray@example.test', TEST_PASSWORD)).status).toBe(429);
      // Another address is not affected.
      expect((await from('203.0.113.10', 'spray@example.test', TEST_PASSWORD)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('sessions end', () => {
  test('on sign-out', async () => {
    const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'out@example.test');
    expect((await advisor.delete('/session')).status).toBe(204);
    expect((await advisor.get('/leads')).status).toBe(401);
  });

  test('after the idle time, and the expiry slides with use', async () => {
    const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'idle@example.test');
    const { prisma } = testApp.services;
    const session = () =>
      prisma.advisorSession.findFirstOrThrow({ where: { advisor: { email: 'idle@example.test' } } });
    // Last used 5 minutes ago: a request moves the expiry to a full idle period from now.
    const before = new Date(Date.now() - 5 * 60_000);
    await prisma.advisorSession.updateMany({
      where: { id: (await session()).id },
      data: { lastSeenAt: before, expiresAt: new Date(Date.now() + 60_000) },
    });
    expect((await advisor.get('/leads')).status).toBe(200);
    const slid = await session();
    expect(slid.expiresAt.getTime()).toBeGreaterThan(
      Date.now() + (testApp.env.INBOX_SESSION_IDLE_MINUTES - 1) * 60_000,
    );
    await prisma.advisorSession.updateMany({
      where: { id: slid.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await advisor.get('/leads')).status).toBe(401);
    expect(await prisma.advisorSession.count({ where: { id: slid.id } })).toBe(0);
  });

  test('when the password is reset from the command line', async () => {
    const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'reset@example.test');
    await resetAdvisorPassword(testApp.services.prisma, 'reset@example.test', 'another long password');
    expect((await advisor.get('/leads')).status).toBe(401);
  });
});

test('the inbox page and API are never cached and never indexed', async () => {
  for (const path of ['/inbox', '/inbox/leads/x', '/inbox/api/leads']) {
    const response = await request(testApp.app).get(path);
    expect(response.headers['cache-control'], path).toBe('no-store');
    expect(response.headers['x-robots-tag'], path).toBe('noindex, nofollow');
  }
});
