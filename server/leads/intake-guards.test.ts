import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { expect, test } from 'vitest';
import { errorHandler } from '../http/error-handler';
import { createLogger } from '../logger';
import { uploadSlots } from './intake-guards';

async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5000; !condition();) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('uploads beyond the slots wait for one; past the wait they get 503 with Retry-After; other bodies pass', async () => {
  const releases: (() => void)[] = [];
  const app = express()
    .post('/', uploadSlots(2, 300), (_req, res) => {
      releases.push(() => res.end('done'));
    })
    .use(errorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const upload = () => fetch(url, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
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
