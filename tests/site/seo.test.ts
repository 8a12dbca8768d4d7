// What search engines and link previews get before any script runs (docs/product.md#pages): each
// page's raw HTML carries its title, description, canonical, reciprocal hreflang, one h1 and
// valid JSON-LD; the sitemap lists every page once with a lastmod taken from the content.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PAGE_UPDATED } from '../../common/page-dates';
import { buildRoutes, PAGES, type Route } from '../../common/routes';
import { articleSlugs, readArticles, readPages } from '../../build/content/read-content';
import { schemaProblems } from '../setup/schema-org';
import { serveBuiltSite, SITE_ORIGIN, type BuiltSite } from '../setup/built-site';

const ARTICLES = readArticles();
const ROUTES = buildRoutes(articleSlugs(ARTICLES));
const baseURL = SITE_ORIGIN;

let site: BuiltSite;
beforeAll(async () => {
  site = await serveBuiltSite();
});
afterAll(() => site.close());

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** What a page's raw HTML says to search engines. */
async function headOf(path: string) {
  const { text: html } = await site.get(path);
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decode(html.match(/<meta data-head name="description" content="([^"]*)">/)?.[1] ?? ''),
    h1s: html.match(/<h1[\s>]/g)?.length ?? 0,
    alternates: new Map(
      [...html.matchAll(/<link data-head rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
        match[1]!,
        match[2]!,
      ]),
    ),
    jsonLd: [...html.matchAll(/<script data-head type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

test('every page’s raw HTML has its title, description, canonical and hreflang links', async () => {
  for (const route of ROUTES) {
    const html = (await site.get(route.path)).text;
    expect(html, route.path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, route.path).toMatch(/<meta data-head name="description" content="[^"]{50,}">/);
    expect(html, route.path).toContain(`<link data-head rel="canonical" href="${baseURL}${route.path}">`);
    for (const [lang, path] of Object.entries(route.alternates)) {
      expect(html, route.path).toContain(
        `<link data-head rel="alternate" hreflang="${lang}" href="${baseURL}${path}">`,
      );
    }
    expect(html, route.path).toContain('hreflang="x-default"');
    expect(html, route.path).toContain('<meta data-head property="og:image"');
  }
});

test('sitemap.xml lists every canonical page exactly once, with its alternates', async () => {
  const xml = (await site.get('/sitemap.xml')).text;
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual(ROUTES.map((route) => `${baseURL}${route.path}`).sort());
  expect(new Set(locs).size).toBe(locs.length);
  const robots = (await site.get('/robots.txt')).text;
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the link-preview image exists: a 1200x630 PNG under 100 KB', async () => {
  const response = await site.get('/social/preview-1200x630.png');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const png = response.body;
  expect(png.length).toBeLessThan(100 * 1024);
  // IHDR: width and height are the first two 32-bit numbers after the signature and chunk header.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('titles (30–60 characters) and descriptions (70–160) are unique, and each page has exactly one h1', async () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of ROUTES) {
    const head = await headOf(route.path);
    expect(head.title.length, `${route.path} title "${head.title}"`).toBeGreaterThanOrEqual(30);
    expect(head.title.length, `${route.path} title "${head.title}"`).toBeLessThanOrEqual(60);
    expect(head.description.length, `${route.path} description "${head.description}"`).toBeGreaterThanOrEqual(70);
    expect(head.description.length, `${route.path} description "${head.description}"`).toBeLessThanOrEqual(160);
    expect(titles.get(head.title), `${route.path} repeats the title of`).toBeUndefined();
    expect(descriptions.get(head.description), `${route.path} repeats the description of`).toBeUndefined();
    titles.set(head.title, route.path);
    descriptions.set(head.description, route.path);
    expect(head.h1s, `${route.path} h1 count`).toBe(1);
  }
});

test('descriptions write prices as the pages do: "1.595 €" in Spanish, "€1,595" in English', async () => {
  expect((await headOf(PAGES.professionalPack.es)).description).toContain('por 1.595\u00a0€.');
  expect((await headOf(PAGES.professionalPack.en)).description).toContain('for €1,595.');
  expect((await headOf(PAGES.booking.es)).description).toContain('por 59\u00a0€ la hora');
});

test('hreflang links are reciprocal: every page of a set lists the same set, itself included, and one x-default', async () => {
  const heads = new Map<string, Awaited<ReturnType<typeof headOf>>>();
  for (const route of ROUTES) heads.set(`${baseURL}${route.path}`, await headOf(route.path));
  for (const [url, head] of heads) {
    const { 'x-default': xDefault, ...languages } = Object.fromEntries(head.alternates);
    expect(xDefault, `${url} x-default`).toBeTruthy();
    expect(Object.values(languages), `${url} lists itself`).toContain(url);
    for (const [lang, alternate] of Object.entries(languages)) {
      const other = heads.get(alternate);
      expect(other, `${url} → ${lang} ${alternate} is a page`).toBeDefined();
      expect(Object.fromEntries(other!.alternates), `${alternate} answers ${url}`).toEqual(
        Object.fromEntries(head.alternates),
      );
    }
  }
});

/** The schema.org types a page must state, by kind of page. */
function expectedTypes(route: Route): string[] {
  if (route.page === 'home') return ['ProfessionalService'];
  if (route.page === 'article') return ['ProfessionalService', 'BlogPosting', 'BreadcrumbList'];
  return ['ProfessionalService'];
}

test('every page’s JSON-LD has the properties its schema.org types require, with the right types', async () => {
  for (const route of ROUTES) {
    const { jsonLd } = await headOf(route.path);
    expect(
      jsonLd.map((data) => data['@type']),
      route.path,
    ).toEqual(expect.arrayContaining(expectedTypes(route)));
    for (const data of jsonLd) expect(schemaProblems(data), `${route.path} ${String(data['@type'])}`).toEqual([]);
    if (route.page === 'home')
      expect(jsonLd[0]?.hasOfferCatalog, 'the home page lists its services with prices').toBeDefined();
  }
});

test('the sitemap’s lastmod comes from the content: article dates, content pages’ updated, page dates', async () => {
  const xml = (await site.get('/sitemap.xml')).text;
  const lastmod = new Map(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((match) => [match[1]!, match[2]!]),
  );
  expect(lastmod.size).toBe(ROUTES.length);
  const pages = readPages();
  for (const route of ROUTES) {
    const article = ARTICLES.find(({ meta }) => meta.key === route.articleKey && meta.lang === route.lang);
    const page = pages.find(({ meta }) => meta.key === route.page && meta.lang === route.lang);
    const newestArticle = ARTICLES.filter(({ meta }) => meta.lang === route.lang)
      .map(({ meta }) => meta.date)
      .sort()
      .at(-1)!;
    const expected =
      route.page === 'article'
        ? article!.meta.date
        : route.page === 'blog'
          ? [PAGE_UPDATED.blog, newestArticle].sort().at(-1)
          : (page?.meta.updated ?? PAGE_UPDATED[route.page]);
    expect(lastmod.get(`${baseURL}${route.path}`), route.path).toBe(expected);
  }
});
