import { expect, test } from 'vitest';
import { parseEnv } from '../env';
import { localStart } from './local-start';

const NPM_START = { LOCAL_UNLESS_CONFIGURED: '1' };

test('npm start in a shell that exports NODE_ENV=production, with nothing configured, is a local install, said', () => {
  const { source, note } = localStart({ ...NPM_START, NODE_ENV: 'production', PATH: '/usr/bin' });
  expect(parseEnv(source).NODE_ENV).toBe('development');
  expect(note).toMatch(/NODE_ENV=production is set in this shell.*local install/);
});

test('a deploy missing some of its settings still stops and names them', () => {
  const { source, note } = localStart({ ...NPM_START, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' });
  expect(note).toBeUndefined();
  expect(() => parseEnv(source)).toThrow(/Missing in production: DATA_ENCRYPTION_KEY, BOT_CHECK_SECRET/);
});

test('outside npm start and its tools (the container, npm run start:compiled) production is never changed', () => {
  const { source, note } = localStart({ NODE_ENV: 'production' });
  expect(note).toBeUndefined();
  expect(() => parseEnv(source)).toThrow(/Missing in production/);
});
