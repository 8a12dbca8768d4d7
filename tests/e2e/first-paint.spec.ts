// A prerendered page is styled at first paint without waiting for a stylesheet: its raw HTML
// carries every stylesheet the page uses once its scripts have run, inline (a page chunk's CSS
// arriving later would repaint and shift the page; a linked one would delay the first paint).
// One page of each kind.
import { buildRoutes, type Route } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { expect, test } from './fixtures';

const ROUTES = buildRoutes(articleSlugs(readArticles()));
const ONE_OF_EACH = [...new Map(ROUTES.map((route): [string, Route] => [route.page, route])).values()];
/** Each inline block with the file it copies (the disabled link after it, build/inline-styles.ts). */
const inlined = (html: string) =>
  // Lazily up to the closing tag: CSS may hold a "<" (a media range such as `width <= 36rem`).
  [...html.matchAll(/<style>([\s\S]*?)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g)].map((match) => ({
    css: match[1]!,
    file: match[2]!,
  }));

// The app (React, the router, the texts) is asked for only once the page has loaded and its first
// contentful paint is on screen, so Lighthouse's model never counts it in FCP or LCP
// (docs/decisions/0011-app-after-first-frame.md). One page load serves both checks.
for (const route of ONE_OF_EACH) {
  test(`${route.path}: every stylesheet it uses is inline in its raw HTML, none is fetched, and the app is requested after its load and first contentful paint`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route.path)).text();
    const blocks = inlined(html);
    expect(blocks.length, 'the global stylesheet at least').toBeGreaterThan(0);
    for (const { css, file } of blocks)
      expect(css, `${file} is copied whole`).toBe(await (await request.get(file)).text());
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(route.path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const used = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(new Set(used)).toEqual(new Set(blocks.map(({ file }) => file)));
    expect(fetched).toEqual([]);

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
