// `npm run advisor` as a person runs it: a real process against a real database, the
// password on standard input or in ADVISOR_PASSWORD, and the account then signs in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadDevSecrets } from '../../server/config/dev-secrets';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { freePort } from '../setup/free-port';
import { signIn } from '../setup/inbox-session';
import { runCli } from '../setup/run-cli';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const advisorCli = (args: string[], options: { stdin?: string; env?: Record<string, string> } = {}) =>
  runCli('server/cli/advisor.ts', args, {
    ...options,
    env: { DATABASE_URL: testApp.database.url, ...options.env },
  });

test('add (password from standard input), list, reset-password (from ADVISOR_PASSWORD), remove', async () => {
  const added = await advisorCli(['add', 'Marta@Example.test'], { stdin: 'a long first password\n' });
  expect(added, added.stderr).toMatchObject({ code: 0 });
  const client = new pg.Client({ connectionString: testApp.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ password_hash: string }>(
      "SELECT password_hash FROM advisors WHERE email = 'marta@example.test'",
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$/);
  } finally {
    await client.end();
  }
  expect((await signIn(testApp.app, 'marta@example.test', 'a long first password')).status).toBe(200);

  const listed = await advisorCli(['list']);
  expect(listed.stdout).toMatch(/^marta@example\.test\tcreated \S+\tlast sign-in 20/m);

  const twice = await advisorCli(['add', 'marta@example.test'], { stdin: 'another long password\n' });
  expect(twice.code).toBe(1);
  expect(twice.stderr).toContain('already has an account');

  const reset = await advisorCli(['reset-password', 'marta@example.test'], {
    env: { ADVISOR_PASSWORD: 'the second password' },
  });
  expect(reset.code, reset.stderr).toBe(0);
  expect((await signIn(testApp.app, 'marta@example.test', 'a long first password')).status).toBe(401);
  expect((await signIn(testApp.app, 'marta@example.test', 'the second password')).status).toBe(200);

  expect((await advisorCli(['remove', 'marta@example.test'])).code).toBe(0);
  expect((await signIn(testApp.app, 'marta@example.test', 'the second password')).status).toBe(401);
  expect((await advisorCli(['list'])).stdout).not.toContain('marta@');
}, 60_000);

test('refuses short or guessable passwords, unknown accounts and a missing email', async () => {
  const short = await advisorCli(['add', 'short@example.test'], { stdin: 'short\n' });
  expect(short.code).toBe(1);
  expect(short.stderr).toContain('at least 12 characters');
  // Long enough but guessable: refused at add and at reset-password, with zxcvbn's advice.
  const repeated = await advisorCli(['add', 'weak@example.test'], { stdin: 'aaaaaaaaaaaa\n' });
  expect(repeated.code).toBe(1);
  expect(repeated.stderr).toContain('too easy to guess');
  expect(repeated.stderr).toContain('Repeated characters');
  const common = await advisorCli(['add', 'weak@example.test'], { stdin: 'Password1234\n' });
  expect(common.code).toBe(1);
  expect(common.stderr).toContain('too easy to guess');
  expect((await advisorCli(['list'])).stdout).not.toContain('weak@');
  expect((await advisorCli(['add', 'weak@example.test'], { stdin: 'tulip canal bicycle rain\n' })).code).toBe(0);
  const weakReset = await advisorCli(['reset-password', 'weak@example.test'], {
    env: { ADVISOR_PASSWORD: 'qwertyuiop123' },
  });
  expect(weakReset.code).toBe(1);
  expect(weakReset.stderr).toContain('too easy to guess');
  expect((await signIn(testApp.app, 'weak@example.test', 'tulip canal bicycle rain')).status).toBe(200);
  expect((await advisorCli(['remove', 'nobody@example.test'])).stderr).toContain('No account for nobody@example.test');
  const usage = await advisorCli(['add']);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('Usage');
}, 60_000);

test('with no DATABASE_URL it shares the embedded PostgreSQL that `npm start` is running, and leaves it running', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'advisor-cli-'));
  const port = await freePort();
  // What `npm start` does without DATABASE_URL (server/index.ts).
  const running = await startEmbeddedPostgres({
    dataDir,
    port,
    password: (await loadDevSecrets(dataDir)).embeddedPostgresPassword,
  });
  try {
    const env = { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) };
    const added = await advisorCli(['add', 'embedded@example.test'], { stdin: 'a long enough password\n', env });
    expect(added.code, added.stderr).toBe(0);
    const client = new pg.Client({ connectionString: running.url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT email FROM advisors');
      expect(rows).toEqual([{ email: 'embedded@example.test' }]);
    } finally {
      await client.end();
    }
  } finally {
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 90_000);
