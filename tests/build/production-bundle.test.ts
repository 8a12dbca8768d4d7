// `npm run build` (and `npm start`, which builds a fresh clone) makes the production bundle
// whatever NODE_ENV the shell or docker-compose.yml exported (vite.config.ts): here the web
// bundle is built with NODE_ENV=development into a folder of its own and read back.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';

let outDir: string | undefined;
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

test('a build with NODE_ENV=development still holds production React only', { timeout: 180_000 }, async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'production-bundle-'));
  await promisify(execFile)('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, NODE_ENV: 'development' },
  });
  const assets = path.join(outDir, 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const code = await Promise.all(scripts.map((name) => readFile(path.join(assets, name), 'utf8')));
  const all = code.join('\n');
  // The development JSX runtime and react-dom's development build; production React points
  // its errors to react.dev/errors instead of spelling them out.
  expect(all).not.toContain('jsxDEV');
  expect(all).not.toMatch(/react-dom[\w.-]*\.development/);
  expect(all).toContain('https://react.dev/errors/');
});
