// A start that cannot work stops with a message that says why: here the embedded
// PostgreSQL's port is held by another program (a second checkout's database, say).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

test('a taken embedded-database port stops the start with a message naming it and EMBEDDED_PG_PORT', async () => {
  // A listener that hangs up on whoever calls: not a PostgreSQL.
  const holder: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise((resolve) => holder.close(() => resolve())));
  const port = (holder.address() as { port: number }).port;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'start-failures-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));

  const { DATABASE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

  expect(code).toBe(1);
  expect(output).toContain(`port ${port} is already in use`);
  expect(output).toContain('EMBEDDED_PG_PORT');
  expect(output).not.toContain('undefined');
});
