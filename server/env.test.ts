// The settings issue 8 adds: proxy hops for the rate limit's address, and the shutdown drain.
import { expect, test } from 'vitest';
import { ConfigError, parseEnv } from './env';

test('TRUST_PROXY_HOPS defaults to 0 (no X-Forwarded-For trusted) and takes a small hop count', () => {
  expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
  expect(parseEnv({ TRUST_PROXY_HOPS: '1' }).TRUST_PROXY_HOPS).toBe(1);
  for (const bad of ['-1', 'true', '1.5', '11']) {
    expect(() => parseEnv({ TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS/);
  }
});

test('SHUTDOWN_DRAIN_MS defaults to 0 and must fit inside SHUTDOWN_TIMEOUT_MS', () => {
  expect(parseEnv({}).SHUTDOWN_DRAIN_MS).toBe(0);
  expect(parseEnv({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '15000' }).SHUTDOWN_DRAIN_MS).toBe(5000);
  expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(ConfigError);
  expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(/SHUTDOWN_DRAIN_MS/);
});
