import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { expect, test } from 'vitest';
import { errorHandler } from '../http/error-handler';
import { createLogger } from '../logger';
import { uploadSlots } from './upload-slots';

async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5000; !condition();) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An app whose one route holds each request until the test releases it, behind the slots. */
async function slotsApp(slots: number, waitMs: number) {
  const releases: (() => void)[] = [];
  const app = express()
    .set('trust proxy', 1)
    .post('/', uploadSlots(slots, waitMs), (_req, res) => {
      releases.push(() => res.end('done'));
    })
    .use(errorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const upload = (address: string, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'X-Forwarded-For': address, ...headers },
    });
  return { releases, server, url, upload };
}

test('uploads beyond the slots wait for one; past the wait they get 503 with Retry-After; other bodies pass', async () => {
  const { releases, server, url, upload: uploadFrom } = await slotsApp(2, 300);
  // Each from its own address: one address has one upload at a time (the next test).
  let host = 0;
  const upload = () => uploadFrom(`198.51.100.${++host}`);
  try {
    const first = upload();
    const second = upload();
    const third = upload();
    const fourth = upload();
    await until(() => releases.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(releases).toHaveLength(2);
    releases[0]!();
    expect((await first).status).toBe(200);
    // The third took the freed slot; the fourth waited past 300 ms and was turned away.
    const refused = await fourth;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(releases).toHaveLength(3);
    releases[1]!();
    releases[2]!();
    expect((await second).status).toBe(200);
    expect((await third).status).toBe(200);
    // A JSON body takes no slot.
    const json = fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    await until(() => releases.length === 4);
    releases[3]!();
    expect((await json).status).toBe(200);
  } finally {
    server.close();
  }
});

test('one address has one upload at a time (an IPv6 address by its /64): the next gets 429 at once, another address goes ahead', async () => {
  const { releases, server, upload: uploadFrom } = await slotsApp(4, 300);
  const upload = (address: string) => uploadFrom(address, { 'Accept-Language': 'en' });
  try {
    const first = upload('2001:db8:1:2::10');
    await until(() => releases.length === 1);
    const sameNetwork = await upload('2001:db8:1:2:ffff::1');
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await sameNetwork.json()) as { error: string }).error).toMatch(/already being sent from your connection/);
    const other = upload('2001:db8:1:3::10');
    await until(() => releases.length === 2);
    releases[0]!();
    releases[1]!();
    expect((await first).status).toBe(200);
    expect((await other).status).toBe(200);
    // Once the first is done, the address may upload again.
    const again = upload('2001:db8:1:2::10');
    await until(() => releases.length === 3);
    releases[2]!();
    expect((await again).status).toBe(200);
  } finally {
    server.close();
  }
});
