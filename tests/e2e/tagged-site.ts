// The second site the browser tests serve (global-setup.ts): the same server and database,
// with a build that carries an analytics tag, the only build with a consent sheet. `npm test`
// builds it while vitest runs (build-tagged-site.ts); global-setup.ts builds it when it is older
// than the main build, e.g. for a run of a few specs.
import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PAGES_MANIFEST } from '../../common/prerendered-pages';

export const TAGGED_SITE = {
  /** Any well-formed container id: the tests answer its script themselves, nothing leaves the machine. */
  tag: 'GTM-E2ETEST',
  origin: `http://127.0.0.1:${process.env.E2E_TAGGED_PORT}`,
};

// Inside the checkout, so that the SSR bundle the prerenderer imports finds node_modules.
export const TAGGED_ROOT = path.resolve(import.meta.dirname, '../../node_modules/.cache/e2e-tagged-site');

/** Builds the tagged site unless a build newer than the checkout's is there already. */
export async function buildTaggedSite(): Promise<void> {
  const mtime = (root: string) =>
    existsSync(path.join(root, PAGES_MANIFEST)) ? statSync(path.join(root, PAGES_MANIFEST)).mtimeMs : 0;
  if (mtime(TAGGED_ROOT) > mtime(path.resolve(import.meta.dirname, '../..'))) return;
  await promisify(execFile)('npm', ['run', '--silent', 'build'], {
    env: { ...process.env, BUILD_ROOT: TAGGED_ROOT, ANALYTICS_GTM_ID: TAGGED_SITE.tag },
    maxBuffer: 64 * 1024 * 1024,
  });
}
