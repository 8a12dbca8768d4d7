// Before `npm start`: build whatever a fresh clone lacks (the Prisma client, the web
// bundle), so `npm install && npm start` is all a newcomer types.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (...args) => execFileSync('npm', ['run', '--silent', ...args], { stdio: 'inherit' });
if (!existsSync('server/generated/prisma/client.ts')) run('prisma:generate');
if (!existsSync('dist/pages/manifest.json')) run('build');
