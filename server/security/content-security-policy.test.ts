import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { expect, test } from 'vitest';
import { securityHeaders } from './content-security-policy';

const headersOf = async (production: boolean, tagManager?: boolean, styleHashes?: string[]) => {
  const app = express()
    .use(helmet(securityHeaders({ production, tagManager, styleHashes })))
    .get('/', (_req, res) => res.send('ok'));
  return (await request(app).get('/')).headers;
};

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

test('the policy allows only our own scripts, no inline code, plugins, framing or foreign form targets', async () => {
  const policy = directives((await headersOf(false))['content-security-policy']!);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('style-src-attr')).toEqual(["'none'"]);
  expect(policy.get('frame-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  for (const values of policy.values()) expect(values.join(' ')).not.toMatch(/unsafe-(inline|eval)/);
});

test('production adds HSTS and upgrades insecure requests; development has neither', async () => {
  const production = await headersOf(true);
  expect(production['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(directives(production['content-security-policy']!).has('upgrade-insecure-requests')).toBe(true);
  expect((await headersOf(false))['strict-transport-security']).toBeUndefined();
});

test('the tag manager host is allowed only when a container is configured', async () => {
  expect(directives((await headersOf(false, true))['content-security-policy']!).get('script-src')).toEqual([
    "'self'",
    'https://www.googletagmanager.com',
  ]);
  expect((await headersOf(false, false))['content-security-policy']).not.toContain('googletagmanager');
});

test('inline stylesheets are allowed by their hashes only', async () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
  expect(directives((await headersOf(false, false, hashes))['content-security-policy']!).get('style-src')).toEqual([
    "'self'",
    ...hashes,
  ]);
});
