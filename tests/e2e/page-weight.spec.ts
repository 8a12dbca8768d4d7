// The size budgets (docs/BENCHMARKS.md, page weight): what a public page loads before any interaction —
// entry, preloaded chunks, the page's own chunk, its texts and content — at most 112 KB of
// JavaScript (the 120 KB target less 8 KB kept free for what comes next) and 15 KB of CSS, gzip.
// Chromium tells which files a page really loads (until it has hydrated and the network is idle),
// the raw HTML which stylesheets it carries inline; their sizes come from the build's level-9 .gz
// copies, so the figures are deterministic. The pages come from the build's manifest, not a list here.
// The same load, on a laptop, shows no raw translation key once hydrated (every-page.spec.ts reads
// each page on a phone): one page load per page serves both (docs/BENCHMARKS.md, "CI time").
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGES_MANIFEST, type PagesManifest } from '../../common/prerendered-pages';
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
  test(`${pagePath} loads at most ${BUDGET.js / KB} KB of JavaScript and ${BUDGET.css / KB} KB of CSS (gzip) before interaction, and shows no translation key`, async ({
    page,
    baseURL,
  }) => {
    const loaded = { js: new Set<string>(), css: new Set<string>() };
    page.on('request', (request) => {
      const { pathname, origin } = new URL(request.url());
      if (origin !== new URL(baseURL!).origin) return;
      if (pathname.endsWith('.js')) loaded.js.add(pathname);
      if (pathname.endsWith('.css')) loaded.css.add(pathname);
    });
    const response = await page.goto(pagePath);
    for (const match of (await response!.text()).matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g))
      loaded.css.add(match[1]!);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
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
  });
}
