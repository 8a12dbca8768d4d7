// Slow senders cannot hold the door (docs/decisions/0041-uploads-slow-clients-and-memory.md),
// over real sockets: posts that declare 20 MB and send a kilobyte a second. One address holds
// one upload slot at most, so while four such posts from one address are open, an upload from
// another address is stored at once; slow posts from as many addresses as there are slots
// hold every slot only until the rate window drops them (408, in the visitor's language), and a
// visitor waiting meanwhile gets the first slot freed.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { translate } from '../../common/forms/messages';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { pdfBytes } from '../fixtures/files';
import { UPLOAD_SLOTS } from '../../server/leads/intake-guards';
import { RATE_WINDOW_SECONDS } from '../../server/leads/upload-slots';
import { multipartBody, multipartPost, type PostOutcome } from '../setup/multipart-post';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
let server: http.Server;
let url: string;

beforeAll(async () => {
  testApp = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
  server = http.createServer(testApp.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await testApp?.close();
});

/** Declares 20 MB of invoices and sends them at 1 KB/s, from the English form (its page is the Referer, as a browser sends). */
const slowPost = (address: string) =>
  multipartPost(
    url,
    multipartBody([
      { name: 'formType', value: 'Autónomos ZZP' },
      { name: 'language', value: 'en' },
      { name: 'invoices', filename: 'factura.pdf', content: Buffer.alloc(20 * 1024 * 1024, 0x20) },
    ]),
    { address, bytesPerSecond: 1024, headers: { Referer: 'http://localhost:3000/en/zzp' } },
  );

const visitorUpload = (address: string) =>
  multipartPost(
    url,
    multipartBody([
      { name: 'formType', value: 'Declaración de Impuestos' },
      { name: 'formData', value: JSON.stringify(VALID_FORM_DATA.taxReturn) },
      { name: 'incomeStatement', filename: 'jaaropgaaf.pdf', content: pdfBytes() },
    ]),
    { address },
  );

const settledWithin = (outcome: Promise<PostOutcome>, ms: number) =>
  Promise.race([outcome, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

test('while 4 slow posts from one address are open, an upload from another address succeeds at once', async () => {
  const slow = Array.from({ length: 4 }, () => slowPost('198.51.100.7'));
  // Three are refused at once: the address already has an upload in flight.
  const refused = await Promise.all(slow.slice(1));
  for (const outcome of refused) {
    expect(outcome.status).toBe(429);
    expect(JSON.parse(outcome.body)).toEqual({ success: false, error: translate('en', 'form.uploadInProgress') });
  }
  expect(await settledWithin(slow[0]!, 200)).toBe('open');

  const visitor = await visitorUpload('192.0.2.10');
  console.log(
    `Upload from another address while 4 slow posts from one are open: ${visitor.status} in ${visitor.ms} ms`,
  );
  expect(visitor.status).toBe(200);
  expect(await settledWithin(slow[0]!, 0)).toBe('open');
  // The slow one is dropped after the rate window, with the message in the language it sent.
  const dropped = await slow[0]!;
  expect(dropped.status).toBe(408);
  expect(JSON.parse(dropped.body)).toEqual({ success: false, error: translate('en', 'form.tooSlow') });
}, 60_000);

test(`${UPLOAD_SLOTS} slow posts from ${UPLOAD_SLOTS} addresses hold every slot only for the rate window; a visitor waiting gets the first freed slot`, async () => {
  const slow = Array.from({ length: UPLOAD_SLOTS }, (_, i) =>
    slowPost(i === 0 ? '2001:db8:5:6::1' : `198.51.100.${20 + i}`),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const visitor = await visitorUpload('192.0.2.20');
  console.log(
    `Upload waiting behind ${UPLOAD_SLOTS} slow posts from as many addresses: ${visitor.status} after ${visitor.ms} ms`,
  );
  expect(visitor.status).toBe(200);
  expect(visitor.ms).toBeGreaterThanOrEqual((RATE_WINDOW_SECONDS - 1) * 1000);
  for (const outcome of await Promise.all(slow)) expect(outcome.status).toBe(408);
}, 60_000);
