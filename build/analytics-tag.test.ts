import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { analyticsTagFromEnv } from './analytics-tag';

const NO_FILE = '/nonexistent/.env';

describe('the analytics tag a build carries', () => {
  test('none when unset or blank', () => {
    expect(analyticsTagFromEnv({}, NO_FILE)).toBe('');
    expect(analyticsTagFromEnv({ ANALYTICS_GTM_ID: '  ' }, NO_FILE)).toBe('');
  });

  test('a container id, trimmed', () => {
    expect(analyticsTagFromEnv({ ANALYTICS_GTM_ID: ' GTM-K2P9QX7 ' }, NO_FILE)).toBe('GTM-K2P9QX7');
  });

  test('anything else stops the build, naming the value', () => {
    for (const wrong of ['G-ABCDEF1234', 'gtm-k2p9qx7', 'GTM-', 'GTM-K2P9"><script>'])
      expect(() => analyticsTagFromEnv({ ANALYTICS_GTM_ID: wrong }, NO_FILE)).toThrow(wrong);
  });

  test('from the checkout’s .env when the environment has none; the environment wins', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'analytics-tag-'));
    const envFile = path.join(dir, '.env');
    await writeFile(envFile, 'NODE_ENV=development\nANALYTICS_GTM_ID=GTM-FILE1234\n');
    try {
      expect(analyticsTagFromEnv({}, envFile)).toBe('GTM-FILE1234');
      expect(analyticsTagFromEnv({ ANALYTICS_GTM_ID: '' }, envFile)).toBe('');
      expect(analyticsTagFromEnv({ ANALYTICS_GTM_ID: 'GTM-SHELL123' }, envFile)).toBe('GTM-SHELL123');
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
