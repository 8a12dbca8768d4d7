// The guards around the intake endpoint: double submissions, bots, floods, oversized or
// malformed bodies, and the headers every answer carries.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { expect, test } from 'vitest';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { translate } from '../../common/forms/messages';
import { botProof } from '../setup/bot-check';
import { queuedNews } from '../setup/queued-news';
import { withTestApp } from '../setup/test-app';
import { VISITOR_TOKEN_PATTERN } from '../../common/visitor-links';

const LIMIT = 5;
const context = withTestApp(() => ({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' } }));

// Each test speaks from its own address (one trusted proxy hop), so the rate limit of one
// test does not spill into another.
let lastOctet = 0;
const newAddress = () => `203.0.113.${++lastOctet}`;
const post = (address: string) => request(context.testApp.app).post(SUBMIT_PATH).set('X-Forwarded-For', address);
const contactBody = {
  formType: 'Contacto',
  formData: VALID_FORM_DATA.contact,
  userEmail: VALID_FORM_DATA.contact.email,
};
const leadCount = () => context.testApp.services.prisma.lead.count();

test('a repeated Idempotency-Key returns the first answer and stores nothing new', async () => {
  const address = newAddress();
  const key = randomUUID();
  const before = await leadCount();
  // A retry is the same submission: the same body, proof of work included.
  const body = { ...contactBody, ...(await botProof(context.testApp.app)) };
  const [first, second] = await Promise.all([
    post(address).set(IDEMPOTENCY_HEADER, key).send(body),
    post(address).set(IDEMPOTENCY_HEADER, key).send(body),
  ]);
  const third = await post(address).set(IDEMPOTENCY_HEADER, key).send(body);
  for (const response of [first, second, third]) expect(response.status).toBe(200);
  expect(new Set([first.body.id, second.body.id, third.body.id]).size).toBe(1);
  expect(new Set([first.body.reference, second.body.reference, third.body.reference]).size).toBe(1);
  expect(await leadCount()).toBe(before + 1);
  // The advisor's notification and the visitor's confirmation, once; one push.
  expect(await queuedNews(context.testApp.services.pool, first.body.id)).toEqual({ 'lead-mail': 2, 'lead-push': 1 });
  const lead = await context.testApp.services.prisma.lead.findUniqueOrThrow({ where: { id: first.body.id } });
  expect(lead.status).toBe('NEW'); // its retries are not replays of its proof
});

test('the honeypot answers like a success; the request is kept as spam and sends nothing', async () => {
  const body = { ...contactBody, ...(await botProof(context.testApp.app)), [HONEYPOT_FIELD]: 'http://spam.example' };
  const response = await post(newAddress()).send(body);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    success: true,
    id: expect.any(String),
    reference: expect.stringMatching(/^APB-\d+$/),
    visitorToken: expect.stringMatching(VISITOR_TOKEN_PATTERN),
  });
  const lead = await context.testApp.services.prisma.lead.findUniqueOrThrow({ where: { id: response.body.id } });
  expect(lead).toMatchObject({ status: 'SPAM', spamReason: 'honeypot', notificationState: 'NOT_NEEDED' });
  expect(await queuedNews(context.testApp.services.pool, response.body.id)).toEqual({});
});

test(`more than ${LIMIT} requests a minute from one address get 429 in the visitor's language`, async () => {
  const address = newAddress();
  for (let i = 0; i < LIMIT; i++)
    expect((await post(address).send({ formType: 'Contacto', formData: {} })).status).toBe(400);
  const limited = await post(address).set('Referer', 'http://localhost:3000/en/contact').send(contactBody);
  expect(limited.status).toBe(429);
  expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  expect(limited.body).toEqual({ success: false, error: translate('en', 'form.tooManyRequests') });
  // Another address is not affected.
  expect((await post(newAddress()).send(contactBody)).status).toBe(200);
});

test('a spoofed X-Forwarded-For chain does not give a fresh address', async () => {
  const address = newAddress();
  for (let i = 0; i < LIMIT; i++) await post(address).send({});
  // With one trusted hop only the right-most entry counts; what the client prepends is ignored.
  const spoofed = await request(context.testApp.app)
    .post(SUBMIT_PATH)
    .set('X-Forwarded-For', `198.51.100.7, ${address}`)
    .send(contactBody);
  expect(spoofed.status).toBe(429);
});

test.each([
  ['a JSON body over 100 KB', 413, (call: request.Test) => call.send({ ...contactBody, padding: 'x'.repeat(120_000) })],
  [
    'malformed JSON',
    400,
    (call: request.Test) => call.set('Content-Type', 'application/json').send('{"formType": "Contacto",'),
  ],
  [
    'formData that is not an object',
    400,
    (call: request.Test) => call.send({ formType: 'Contacto', formData: 'hola' }),
  ],
  [
    'a multipart formData that is not JSON',
    400,
    (call: request.Test) => call.field('formType', 'Contacto').field('formData', '{nope'),
  ],
] as const)('%s gives %i with a message, never a 500', async (_name, status, build) => {
  const before = await leadCount();
  const response = await build(post(newAddress()));
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ success: false, error: expect.any(String) });
  expect(await leadCount()).toBe(before);
});

test('answers carry security headers, no X-Powered-By, and no-store', async () => {
  const response = await post(newAddress()).send(contactBody);
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // Same-origin requests keep their Referer: the API answers early errors in the page's language.
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('/healthz answers 200 while the database is reachable and 503 while shutting down', async () => {
  expect((await request(context.testApp.app).get('/healthz')).body).toEqual({ status: 'ok' });
  context.testApp.state.shuttingDown = true;
  try {
    const response = await request(context.testApp.app).get('/healthz');
    expect(response.status).toBe(503);
  } finally {
    context.testApp.state.shuttingDown = false;
  }
});
