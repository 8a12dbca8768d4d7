// A production start refuses to run while the firm's identity in common/business.ts holds
// placeholders, naming each; ALLOW_PLACEHOLDER_IDENTITY=1 lets a demo run, and a development
// start serves and warns (docs/decisions/0027-what-happens-next.md).
import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { BUSINESS } from '../../common/business';
import { checkIdentity, identityPlaceholders } from '../../server/config/identity-placeholders';
import { ConfigError, parseEnv } from '../../server/env';
import { runCli } from '../setup/run-cli';
import { withTestSmtp } from '../setup/smtp-server';
import { startServerProcess } from '../setup/server-process';
import { createTestDatabase } from '../setup/test-database';

const outbox = withTestSmtp();

/** Everything production asks for, so that the identity is what stops it; the database is never reached. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/none',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_BASE_URL: 'https://asesoria.example',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  BOT_CHECK_SECRET: randomBytes(32).toString('base64'),
};

const PLACEHOLDERS = [
  'founderName: Nombre Apellido (placeholder)',
  'founderPhoto: founder-placeholder.svg',
  'phone: +31 6 00000000',
  'whatsappNumber: 31600000000',
  'email: hola@example.com',
  'address: Straatnaam 1, 3011 AA Rotterdam (placeholder)',
  'kvkNumber: 00000000',
  'reviewUrl: https://maps.example.com/review',
];

test('finds every placeholder of the identity, and none in a real one', () => {
  expect(identityPlaceholders()).toEqual(PLACEHOLDERS);
  const real = {
    ...BUSINESS,
    founderName: 'Lucía Fernández',
    founderPhoto: 'founder.jpg',
    phone: '+31 6 41234567',
    whatsappNumber: '31641234567',
    email: 'hola@asesoriapaisesbajos.nl',
    address: 'Coolsingel 40, 3011 AD Rotterdam',
    kvkNumber: '81234567',
    reviewUrl: 'https://g.page/r/asesoria/review',
  };
  expect(identityPlaceholders(real)).toEqual([]);
});

test('a development start (npm start on a fresh clone) warns, naming each, and goes on', () => {
  const warnings: string[] = [];
  checkIdentity(parseEnv({}), (message) => warnings.push(message));
  expect(warnings).toHaveLength(1);
  for (const placeholder of PLACEHOLDERS) expect(warnings[0]).toContain(`BUSINESS.${placeholder}`);
  expect(() => checkIdentity(parseEnv(PRODUCTION), () => {})).toThrow(ConfigError);
  expect(() => checkIdentity(parseEnv({ ...PRODUCTION, ALLOW_PLACEHOLDER_IDENTITY: '1' }), () => {})).not.toThrow();
});

test('a production start with placeholders stops, naming each one and the override', async () => {
  const { code, stdout, stderr } = await runCli('server/index.ts', [], { env: { ...PRODUCTION, PORT: '0' } });
  const output = stdout + stderr;

  expect(code).toBe(1);
  for (const placeholder of PLACEHOLDERS) expect(output).toContain(`BUSINESS.${placeholder}`);
  expect(output).toContain('ALLOW_PLACEHOLDER_IDENTITY=1');
  // Stopped before the database was tried.
  expect(output).not.toMatch(/ECONNREFUSED|Start failed/);
});

test('ALLOW_PLACEHOLDER_IDENTITY=1 lets the same production start serve the site', async () => {
  const server = await startServerProcess({
    databaseUrl: (await createTestDatabase()).url,
    smtpUrl: outbox.smtp.url,
    env: { ALLOW_PLACEHOLDER_IDENTITY: '1' },
  });
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});
