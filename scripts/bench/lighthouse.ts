// Lighthouse (mobile, default simulated throttling; docs/BENCHMARKS.md) on one page of each kind, against the
// production server with the built site; and the LCP again with real (devtools) throttling.
// Chromium is Debian's (Lighthouse cannot download a browser here).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { startBenchDatabase } from './bench-database';
import { ensureDebianPackage } from './debian-package';
import { startBenchServer } from './bench-server';
import { startSmtpSink } from './smtp-sink';

export const LIGHTHOUSE_PAGES = {
  'home (es)': '/',
  'home (en)': '/en',
  'blog index': '/blog',
  article: '/blog/bsn-digid',
  'service form': '/formulario-declaracion-impuestos',
  'pack page': '/pack-estudiante',
  'housing landing': '/busqueda-vivienda-paises-bajos',
} as const;

export const TARGETS = { score: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02 } as const;

export type PageFigures = {
  performance: number;
  accessibility: number;
  'best practices': number;
  seo: number;
  'LCP ms': number;
  'LCP range': string;
  'TBT ms': number;
  'TBT range': string;
  CLS: number;
  'LCP ms (devtools throttling)': number;
  'targets met': boolean;
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's figures vary from run to run (its docs advise the median of several): each
 * page is audited RUNS times and the run nearest the median FCP and TTI is reported, with the
 * range of LCP and TBT over all runs. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function auditPage(port: number, url: string, throttlingMethod: Flags['throttlingMethod'], runs: number) {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', throttlingMethod });
    if (result) results.push(result.lhr);
  }
  // median-run.js is typed against Lighthouse's global LH namespace, which is not in scope here.
  const valid = filterToValidRuns(results as never) as Result[];
  if (valid.length === 0) throw new Error(`Lighthouse measured nothing for ${url}`);
  const { categories, audits } = computeMedianRun(valid as never) as Result;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string, lhr: Pick<Result, 'audits'> = { audits }) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const range = (id: string) => {
    const values = valid.map((lhr) => Math.round(value(id, lhr)));
    return `${Math.min(...values)}–${Math.max(...values)}`;
  };
  const failing = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.id}/${ref.id}: ${audits[ref.id]?.displayValue ?? audits[ref.id]?.score}`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ranges: { lcp: range('largest-contentful-paint'), tbt: range('total-blocking-time') },
    failing,
  };
}

async function benchLighthouse(baseUrl: string) {
  ensureDebianPackage(CHROMIUM, 'chromium');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const figures: Record<string, PageFigures> = {};
  const failing: string[] = [];
  try {
    for (const [name, path] of Object.entries(LIGHTHOUSE_PAGES)) {
      const url = `${baseUrl}${path}`;
      const simulated = await auditPage(chrome.port, url, 'simulate', RUNS);
      const devtools = await auditPage(chrome.port, url, 'devtools', 1);
      const met =
        Object.values(simulated.scores).every((score) => score >= TARGETS.score) &&
        simulated.lcp <= TARGETS.lcpMs &&
        simulated.tbt <= TARGETS.tbtMs &&
        simulated.cls <= TARGETS.cls;
      figures[name] = {
        ...simulated.scores,
        'LCP ms': Math.round(simulated.lcp),
        'LCP range': simulated.ranges.lcp,
        'TBT ms': Math.round(simulated.tbt),
        'TBT range': simulated.ranges.tbt,
        CLS: Number(simulated.cls.toFixed(3)),
        'LCP ms (devtools throttling)': Math.round(devtools.lcp),
        'targets met': met,
      };
      failing.push(...simulated.failing.map((audit) => `${path} ${audit}`));
    }
  } finally {
    chrome.kill();
  }
  return { figures, failing };
}

/** The production server on a throwaway database serves the built site; Lighthouse measures it. */
export async function benchLighthousePages() {
  if (!existsSync('dist/pages/manifest.json')) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  const database = await startBenchDatabase();
  const smtp = await startSmtpSink();
  const server = await startBenchServer({ databaseUrl: database.url, smtpUrl: smtp.url });
  try {
    const { figures, failing } = await benchLighthouse(server.url);
    console.log(
      `\nLighthouse 13, mobile (simulated throttling unless noted, median of ${RUNS} runs), Debian Chromium. Targets: every score ${TARGETS.score}, ` +
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
