// Settings that keep the service safe: proxy hops for the rate limit's address, the shutdown drain, Web Push, the pool, metrics and alerts.
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

test('the VAPID key pair comes whole or not at all, in base64url; PUSH_SERVICE_ORIGINS is a list of origins', () => {
  const pair = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) };
  expect(parseEnv(pair)).toMatchObject(pair);
  expect(() => parseEnv({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/set both or neither/);
  expect(() => parseEnv({ ...pair, VAPID_PRIVATE_KEY: 'too short' })).toThrow(/VAPID_PRIVATE_KEY/);
  expect(parseEnv({}).PUSH_SERVICE_ORIGINS).toEqual([]);
  expect(
    parseEnv({ PUSH_SERVICE_ORIGINS: ' https://127.0.0.1:4443 , https://*.example.com' }).PUSH_SERVICE_ORIGINS,
  ).toEqual(['https://127.0.0.1:4443', 'https://*.example.com']);
  expect(() => parseEnv({ PUSH_SERVICE_ORIGINS: 'https://push.example.com/path' })).toThrow(/PUSH_SERVICE_ORIGINS/);
});

test('the pool size, the metrics settings and the alert threshold', () => {
  expect(parseEnv({})).toMatchObject({ DATABASE_POOL_SIZE: 20, ALERT_AFTER_MINUTES: 15 });
  expect(parseEnv({}).METRICS_PORT).toBeUndefined();
  expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
  expect(parseEnv({ DATABASE_POOL_SIZE: '5', METRICS_PORT: '9464' })).toMatchObject({
    DATABASE_POOL_SIZE: 5,
    METRICS_PORT: 9464,
  });
  expect(() => parseEnv({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  // A short token is refused rather than guessed; an empty one (a copied .env.example) means none.
  expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
});
