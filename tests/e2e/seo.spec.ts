// What search engines and link previews get before any script runs: each page's raw HTML
// carries its title, description, canonical and hreflang; the sitemap lists every page once.
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../web/content-pipeline/read-content';
import { expect, test } from './fixtures';

const ROUTES = buildRoutes(articleSlugs(readArticles()));

test('every page’s raw HTML has its title, description, canonical and hreflang links', async ({ request, baseURL }) => {
  const titles = new Set<string>();
  for (const route of ROUTES) {
    const html = await (await request.get(route.path)).text();
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title, route.path).toBeTruthy();
    titles.add(title!);
    expect(html, route.path).toMatch(/<meta data-head name="description" content="[^"]{50,}">/);
    expect(html, route.path).toContain(`<link data-head rel="canonical" href="${baseURL}${route.path}">`);
    for (const [lang, path] of Object.entries(route.alternates)) {
      expect(html, route.path).toContain(`<link data-head rel="alternate" hreflang="${lang}" href="${baseURL}${path}">`);
    }
    expect(html, route.path).toContain('hreflang="x-default"');
    expect(html, route.path).toContain('<meta data-head property="og:image"');
    expect(html, route.path).toMatch(/<h1[ >]/);
  }
  expect(titles.size, 'titles are unique').toBe(ROUTES.length);
});

test('sitemap.xml lists every canonical page exactly once, with its alternates', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual(ROUTES.map((route) => `${baseURL}${route.path}`).sort());
  expect(new Set(locs).size).toBe(locs.length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the link-preview image exists: a 1200x630 PNG under 100 KB', async ({ request }) => {
  const response = await request.get('/social/preview-1200x630.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.length).toBeLessThan(100 * 1024);
  // IHDR: width and height are the first two 32-bit numbers after the signature and chunk header.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
