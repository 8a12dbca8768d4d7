import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { pushConfig } from './push-config';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from './push-service-origins';

const DEV_KEYS = { publicKey: `B${'D'.repeat(86)}`, privateKey: 'D'.repeat(43) };
const ENV_KEYS = { VAPID_PUBLIC_KEY: `B${'E'.repeat(86)}`, VAPID_PRIVATE_KEY: 'E'.repeat(43) };

describe('push configuration', () => {
  it('is off without a key pair', () => {
    expect(pushConfig(parseEnv({}), undefined)).toBeUndefined();
  });

  it('takes the environment keys over the generated ones', () => {
    expect(pushConfig(parseEnv(ENV_KEYS), DEV_KEYS)).toMatchObject({
      publicKey: ENV_KEYS.VAPID_PUBLIC_KEY,
      privateKey: ENV_KEYS.VAPID_PRIVATE_KEY,
    });
    expect(pushConfig(parseEnv({}), DEV_KEYS)).toMatchObject(DEV_KEYS);
  });

  it('sends to the major browsers and names the advisor address unless told otherwise', () => {
    const config = pushConfig(parseEnv({ LEADS_NOTIFY_TO: 'ana@example.com' }), DEV_KEYS)!;
    expect(config.origins).toEqual(DEFAULT_PUSH_SERVICE_ORIGINS);
    expect(config.subject).toBe('mailto:ana@example.com');
    const custom = pushConfig(
      parseEnv({ PUSH_SERVICE_ORIGINS: 'https://127.0.0.1:4443', VAPID_SUBJECT: 'https://firm.example' }),
      DEV_KEYS,
    )!;
    expect(custom.origins).toEqual(['https://127.0.0.1:4443']);
    expect(custom.subject).toBe('https://firm.example');
  });
});
