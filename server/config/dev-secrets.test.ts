import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { loadDevSecrets } from './dev-secrets';

let folder: string;
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('a fresh folder gets every secret once, the same on the next start', async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'dev-secrets-'));
  const first = await loadDevSecrets(folder);
  expect(Buffer.from(first.vapidPublicKey, 'base64url')).toHaveLength(65);
  expect(Buffer.from(first.vapidPrivateKey, 'base64url')).toHaveLength(32);
  expect(await loadDevSecrets(folder)).toEqual(first);
});

test('a secrets file from before Web Push keeps its secrets and gets a VAPID pair', async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'dev-secrets-'));
  const old = { dataEncryptionKey: Buffer.alloc(32, 1).toString('base64'), embeddedPostgresPassword: 'x'.repeat(24) };
  await writeFile(path.join(folder, 'secrets.json'), JSON.stringify(old));
  const upgraded = await loadDevSecrets(folder);
  expect(upgraded).toMatchObject(old);
  expect(upgraded.vapidPublicKey).toBeTruthy();
  expect(JSON.parse(await readFile(path.join(folder, 'secrets.json'), 'utf8'))).toEqual(upgraded);
  expect(await loadDevSecrets(folder)).toEqual(upgraded);
});
