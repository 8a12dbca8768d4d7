// `npm start` builds what the checkout lacks (scripts/ensure-built.mjs), and builds again when
// ANALYTICS_GTM_ID names another tag than the build carries: here in a folder whose `build`
// script only leaves a mark, so that what ensure-built decides is what is checked.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/ensure-built.mjs');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ensure-built-'));
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ scripts: { build: `node -e "require('fs').writeFileSync('built', '')"` } }),
  );
  await mkdir(path.join(dir, 'server/generated/prisma'), { recursive: true });
  await writeFile(path.join(dir, 'server/generated/prisma/client.ts'), '');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs ensure-built against a build made with `builtTag` (none: no build); true when it built. */
async function builds(builtTag: string | undefined, wanted: string | undefined): Promise<boolean> {
  await rm(path.join(dir, 'built'), { force: true });
  await rm(path.join(dir, 'dist'), { recursive: true, force: true });
  if (builtTag !== undefined) {
    await mkdir(path.join(dir, 'dist/pages'), { recursive: true });
    await writeFile(path.join(dir, 'dist/pages/manifest.json'), JSON.stringify({ analyticsTag: builtTag }));
  }
  const env = { ...process.env };
  delete env.ANALYTICS_GTM_ID;
  if (wanted !== undefined) env.ANALYTICS_GTM_ID = wanted;
  await promisify(execFile)('node', [SCRIPT], { cwd: dir, env });
  return existsSync(path.join(dir, 'built'));
}

test('a checkout without a build is built', { timeout: 30_000 }, async () => {
  expect(await builds(undefined, undefined)).toBe(true);
});

test('a build is kept when no tag is asked for, or the one it carries', { timeout: 30_000 }, async () => {
  expect(await builds('GTM-AAAA1111', undefined)).toBe(false);
  expect(await builds('GTM-AAAA1111', 'GTM-AAAA1111')).toBe(false);
  expect(await builds('', '')).toBe(false);
});

test('a build is made again when ANALYTICS_GTM_ID names another tag, or none', { timeout: 30_000 }, async () => {
  expect(await builds('', 'GTM-BBBB2222')).toBe(true);
  expect(await builds('GTM-AAAA1111', 'GTM-BBBB2222')).toBe(true);
  expect(await builds('GTM-AAAA1111', '')).toBe(true);
});

test(
  'the tag asked for in the checkout’s .env counts, and the environment wins over it',
  { timeout: 30_000 },
  async () => {
    await writeFile(path.join(dir, '.env'), 'ANALYTICS_GTM_ID=GTM-CCCC3333\n');
    try {
      expect(await builds('', undefined)).toBe(true);
      expect(await builds('GTM-CCCC3333', undefined)).toBe(false);
      expect(await builds('GTM-CCCC3333', '')).toBe(true);
    } finally {
      await rm(path.join(dir, '.env'));
    }
  },
);
