// The size budgets (docs/BENCHMARKS.md, page weight): what a public page loads before any interaction —
// entry, preloaded chunks, the page's own chunk, its texts and content — at most 112 KB of
// JavaScript (the 120 KB target less 8 KB kept free for what comes next) and 15 KB of CSS, gzip.
// Chromium tells which files a page really loads (until it has hydrated and the network is idle),
// the raw HTML which stylesheets it carries inline; their sizes come from the build's level-9 .gz
// copies, so the figures are deterministic. The pages come from the build's manifest, not a list here.
// The same load, on a laptop, shows no raw translation key once hydrated (every-page.spec.ts reads
// each page on a phone), and shows the page styled at first paint: the browser fetches no
// stylesheet and uses only those inline in the raw HTML (each a whole copy of its file:
// tests/site/inline-styles.test.ts), and asks for the app (React, the router, the texts) only once
// the page has loaded and its first contentful paint is on screen, so that Lighthouse's model never
// counts it in FCP or LCP (docs/decisions/0011-app-after-first-frame.md). One page load per page
// serves every check (docs/decisions/0066-ci-twelve-minutes.md).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGES_MANIFEST, type PagesManifest } from '../../common/prerendered-pages';
import { inlineStyles } from '../setup/inline-styles';
import { expect, test } from './fixtures';
import { localeKeys, rawKeysIn, readableTexts } from './page-texts';

const KB = 1024;
const BUDGET = { js: 112 * KB, css: 15 * KB };
const ROOT = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, PAGES_MANIFEST), 'utf8')) as PagesManifest;
const KEYS = localeKeys();

/** Bytes a file costs over the wire: its gzip copy, or itself when gzip would not shrink it. */
function gzipBytes(urlPath: string): number {
  const file = path.join(ROOT, 'dist/web', urlPath);
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
}

for (const pagePath of Object.keys(manifest.pages)) {
  test(`${pagePath} loads at most ${BUDGET.js / KB} KB of JavaScript and ${BUDGET.css / KB} KB of CSS (gzip) before interaction, shows no translation key, fetches no stylesheet, and asks for the app after its load and first contentful paint`, async ({
    page,
    baseURL,
  }) => {
    const loaded = { js: new Set<string>(), css: new Set<string>() };
    const stylesheetsFetched: string[] = [];
    page.on('request', (request) => {
      const { pathname, origin } = new URL(request.url());
      if (request.resourceType() === 'stylesheet') stylesheetsFetched.push(pathname);
      if (origin !== new URL(baseURL!).origin) return;
      if (pathname.endsWith('.js')) loaded.js.add(pathname);
      if (pathname.endsWith('.css')) loaded.css.add(pathname);
    });
    const response = await page.goto(pagePath);
    const html = await response!.text();
    for (const match of html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)) loaded.css.add(match[1]!);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const used = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(new Set(used), 'the stylesheets in use are those inline').toEqual(
      new Set(inlineStyles(html).map(({ file }) => file)),
    );
    await page.waitForLoadState('networkidle');
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
    const weight = { js: sum(loaded.js), css: sum(loaded.css) };
    if (process.env.WEIGHT_REPORT)
      console.log(
        `weight ${pagePath}: JS ${(weight.js / KB).toFixed(1)} KB (${weight.js} bytes), CSS ${(weight.css / KB).toFixed(1)} KB`,
        ...[...loaded.js].map((file) => `\n  ${gzipBytes(file)} ${file}`),
      );
    expect(loaded.js.size, 'the page loads its scripts').toBeGreaterThan(0);
    expect(weight.js, [...loaded.js].join(' ')).toBeLessThanOrEqual(BUDGET.js);
    expect(weight.css).toBeLessThanOrEqual(BUDGET.css);
    expect(
      [...loaded.js].filter((file) => /inbox/i.test(file)),
      'the inbox stays out of public pages',
    ).toEqual([]);
    expect(rawKeysIn(await readableTexts(page), KEYS)).toEqual([]);
    expect(stylesheetsFetched, 'stylesheets fetched').toEqual([]);

    const times = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const app = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/boot-[\w-]+\.js$/.test(new URL(entry.name).pathname));
      return {
        load: navigation!.loadEventStart,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        app: app?.startTime,
      };
    });
    expect(times.app, 'the app chunk was loaded').toBeDefined();
    expect(times.paint, 'a contentful paint was recorded').toBeDefined();
    expect(times.app!).toBeGreaterThanOrEqual(times.load);
    expect(times.app!).toBeGreaterThanOrEqual(times.paint!);
  });
}
