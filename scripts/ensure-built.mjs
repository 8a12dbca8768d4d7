// Before `npm start`: build whatever a fresh clone lacks (the Prisma client, the web
// bundle), so `npm install && npm start` is all a newcomer types. A build made without the
// analytics tag now named in ANALYTICS_GTM_ID (or with another) is built again: the tag is
// build configuration (docs/decisions/0033-analytics-tag-at-build.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// `npm start` reads .env (package.json); this runs before it, so it reads the file itself (the environment wins).
if (existsSync('.env')) process.loadEnvFile('.env');

const MANIFEST = 'dist/pages/manifest.json';
const run = (...args) => execFileSync('npm', ['run', '--silent', ...args], { stdio: 'inherit' });
if (!existsSync('server/generated/prisma/client.ts')) run('prisma:generate');

const wantedTag = process.env.ANALYTICS_GTM_ID?.trim();
if (!existsSync(MANIFEST)) run('build');
else if (wantedTag !== undefined) {
  const builtTag = JSON.parse(readFileSync(MANIFEST, 'utf8')).analyticsTag ?? '';
  if (builtTag !== wantedTag) {
    console.log(`Building again: ANALYTICS_GTM_ID is "${wantedTag}", the site was built with "${builtTag}".`);
    run('build');
  }
}
