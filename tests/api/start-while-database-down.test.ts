// A server started while its PostgreSQL cannot be reached keeps trying, says so in its log,
// and serves as soon as the database answers (server/db/until-database-answers.ts).
import { afterAll, expect, test } from 'vitest';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { startServerProcess, type ServerProcess } from '../setup/server-process';
import { createTcpProxy, type TcpProxy } from '../setup/tcp-proxy';
import { createTestDatabase } from '../setup/test-database';

let proxy: TcpProxy | undefined;
let smtp: TestSmtp | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  await proxy?.cut();
  await smtp?.stop();
});

test('a start with the database down waits for it, logging its retries, then serves', async () => {
  const databaseUrl = new URL((await createTestDatabase()).url);
  proxy = await createTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port) });
  await proxy.cut();
  databaseUrl.port = String(proxy.port);
  smtp = await createTestSmtp();

  const output: string[] = [];
  const starting = startServerProcess({
    databaseUrl: databaseUrl.toString(),
    smtpUrl: smtp.url,
    env: { LOG_LEVEL: 'warn' },
    output,
  });
  const retries = () => output.join('').match(/database unreachable; retrying/g)?.length ?? 0;
  await expect.poll(retries, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

  await proxy.restore();
  server = await starting;
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(output.join('')).toMatch(/"retryInSeconds":2\b/);
});
