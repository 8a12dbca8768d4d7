// The bench runs on a fresh machine too: what it needs from Debian (Chromium for Lighthouse,
// wrk for the serving figures) is installed when missing, as root, like .ci/run does.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureDebianPackage(binary: string, pkg: string) {
  if (existsSync(binary)) return;
  console.log(`Installing Debian's ${pkg} for the bench…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
