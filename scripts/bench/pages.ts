// The public pages as a phone sees them (issue 7 target 1): the production server on a
// throwaway database serves the built site, Lighthouse measures it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startBenchDatabase } from './bench-database';
import { startBenchServer } from './bench-server';
import { benchLighthouse, TARGETS } from './lighthouse';
import { startSmtpSink } from './smtp-sink';

export async function benchPages() {
  if (!existsSync('dist/pages/manifest.json')) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  const database = await startBenchDatabase();
  const smtp = await startSmtpSink();
  const server = await startBenchServer({ databaseUrl: database.url, smtpUrl: smtp.url });
  try {
    const { figures, failing } = await benchLighthouse(server.url);
    console.log(
      `\nLighthouse 13, mobile (simulated throttling unless noted), Debian Chromium. Targets: every score ${TARGETS.score}, ` +
        `LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
    );
    console.table(figures);
    if (failing.length) console.log(`Audits that cost points:\n  ${failing.join('\n  ')}`);
    const met = Object.values(figures).every((page) => page['targets met']);
    console.log(`Lighthouse targets: ${met ? 'met on every page' : 'NOT met'}`);
  } finally {
    await server.stop();
    await smtp.stop();
    await database.stop();
  }
}
