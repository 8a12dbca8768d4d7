// A prerendered page is styled at first paint: its raw HTML already links every stylesheet the
// page uses once its scripts have run (a page chunk's CSS arriving later would repaint and
// shift the page). One page of each kind.
import { buildRoutes, type Route } from '../../common/routes';
import { articleSlugs, readArticles } from '../../web/content-pipeline/read-content';
import { expect, test } from './fixtures';

const ROUTES = buildRoutes(articleSlugs(readArticles()));
const ONE_OF_EACH = [...new Map(ROUTES.map((route): [string, Route] => [route.page, route])).values()];
const linked = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)">`, 'g'))].map((match) => match[1]!);

for (const route of ONE_OF_EACH) {
  test(`${route.path}: every stylesheet it uses is in its raw HTML`, async ({ page, request }) => {
    const html = await (await request.get(route.path)).text();
    await page.goto(route.path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const used = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    );
    expect(new Set(used)).toEqual(new Set(linked(html, 'stylesheet')));
  });
}
