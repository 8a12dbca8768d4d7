// Where an intake request may come from and whom its rate limit counts: cross-site browser
// posts are refused (403, in the visitor's language), requests from this site's pages and
// from non-browser clients are served; an IPv6 /64 counts as one address, IPv4 as before.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { translate } from '../../common/forms/messages';
import { rateLimitKey } from '../../server/security/rate-limit';
import { withTestApp } from '../setup/test-app';

const LIMIT = 3;
const context = withTestApp(() => ({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY_HOPS: '1' } }));

let lastOctet = 0;
const post = () => request(context.testApp.app).post(SUBMIT_PATH).set('X-Forwarded-For', `198.51.100.${++lastOctet}`);
const contact = { formType: 'Contacto', formData: VALID_FORM_DATA.contact };
const leadCount = () => context.testApp.services.prisma.lead.count();

test.each([
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
  ['an Origin of another site (no Fetch Metadata)', { Origin: 'https://evil.example' }],
  ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
])('a browser post with %s is refused with 403 and nothing is stored', async (_name, headers) => {
  const before = await leadCount();
  for (const [language, referer] of [
    ['es', 'https://evil.example/'],
    ['en', 'https://evil.example/en/'],
  ] as const) {
    const response = await post().set(headers).set('Referer', referer).send(contact);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, error: translate(language, 'form.crossSite') });
  }
  // A multipart post is refused before its body is read.
  const multipart = await post().set(headers).field('formType', 'Contacto').field('formData', '{}');
  expect(multipart.status).toBe(403);
  expect(await leadCount()).toBe(before);
});

test.each([
  ['a same-origin fetch', { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' }],
  ['an older browser sending only our Origin', { Origin: 'http://localhost:3000' }],
  ['a non-browser client (neither header)', {}],
])('%s is served', async (_name, headers) => {
  const response = await post().set(headers).send(contact);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
});

test('the Spanish and English texts of the refusal differ', () => {
  expect(translate('es', 'form.crossSite')).not.toBe(translate('en', 'form.crossSite'));
  expect(translate('en', 'form.crossSite')).toMatch(/our own website/);
});

test('a body declaring more than can fit is refused with 413 and the clear message before any of it is sent', async () => {
  const server = context.testApp.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    // Only the headers go out: the answer cannot have waited for the body.
    const call = http.request({
      port: (server.address() as AddressInfo).port,
      host: '127.0.0.1',
      method: 'POST',
      path: SUBMIT_PATH,
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(30 * 1024 * 1024),
        Referer: 'http://localhost:3000/en/',
        'X-Forwarded-For': '192.0.2.200',
      },
    });
    call.flushHeaders();
    const [response] = (await once(call, 'response')) as [http.IncomingMessage];
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(Buffer.concat(await response.toArray()).toString())).toEqual({
      success: false,
      error: translate('en', 'form.tooLarge'),
    });
    call.destroy();
  } finally {
    server.close();
  }
});

test('rate limit keys: IPv4 as it is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4', () => {
  expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
  expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(rateLimitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(rateLimitKey(undefined)).toBe('unknown');
});

test('addresses of one IPv6 /64 share one limit; another /64 and IPv4 neighbours have their own', async () => {
  const from = (address: string) =>
    request(context.testApp.app).post(SUBMIT_PATH).set('X-Forwarded-For', address).send({});
  const statuses = [];
  for (let i = 1; i <= LIMIT + 1; i++) statuses.push((await from(`2001:db8:77:1::${i.toString(16)}`)).status);
  expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
  expect((await from('2001:db8:77:1:ffff:1:2:3')).status).toBe(429);
  expect((await from('2001:db8:77:2::1')).status).toBe(400);
  for (let i = 1; i <= LIMIT; i++) expect((await from('192.0.2.1')).status).toBe(400);
  expect((await from('192.0.2.1')).status).toBe(429);
  expect((await from('192.0.2.2')).status).toBe(400);
});
