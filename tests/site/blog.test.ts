// The blog's prerendered HTML as search engines read it (docs/product.md#pages): each article's
// head and BlogPosting data, its hero preloaded (docs/decisions/0007-article-hero-images.md),
// and every internal link of the blog resolving. In the browser: tests/e2e/blog.spec.ts,
// tests/e2e/hero-images.spec.ts.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { parsePage, serveBuiltSite, SITE_ORIGIN, type BuiltSite } from '../setup/built-site';

const articles = readArticles();
const routes = buildRoutes(articleSlugs(articles)).filter((route) => route.page === 'article');

let site: BuiltSite;
beforeAll(async () => {
  site = await serveBuiltSite();
});
afterAll(() => site.close());

test('each article’s raw HTML has its title, canonical, hreflang pair and BlogPosting data', async () => {
  for (const route of routes) {
    const { meta } = articles.find(
      (article) => article.meta.key === route.articleKey && article.meta.lang === route.lang,
    )!;
    const html = (await site.get(route.path)).text;
    expect(html, route.path).toContain(`<title>${meta.title}</title>`);
    expect(html, route.path).toContain(`<html lang="${route.lang}">`);
    expect(html, route.path).toContain(`<link data-head rel="canonical" href="${SITE_ORIGIN}${route.path}">`);
    for (const [lang, path] of Object.entries(route.alternates)) {
      expect(html, route.path).toContain(`hreflang="${lang}" href="${SITE_ORIGIN}${path}"`);
    }
    const jsonLd = [...html.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    );
    expect(
      jsonLd.find((data) => data['@type'] === 'BlogPosting'),
      route.path,
    ).toMatchObject({
      headline: meta.title,
      datePublished: meta.date,
      inLanguage: meta.lang,
    });
  }
});

test('every internal link on the blog and its articles resolves', async () => {
  const pagesToScan = ['/blog', '/en/blog', ...routes.map((route) => route.path)];
  const links = new Set<string>();
  for (const path of pagesToScan) {
    for (const href of parsePage((await site.get(path)).text).links.filter((link) => link.startsWith('/'))) {
      links.add(href.split('#')[0] || '/');
    }
  }
  expect(links.size).toBeGreaterThan(30);
  for (const link of links) {
    expect((await site.get(link)).status, link).toBe(200);
  }
});

test('the prerendered article preloads its hero and names it as the BlogPosting image', async () => {
  const html = (await site.get('/blog/zorgtoeslag-subsidio-estudiantes')).text;
  const preload = /<link data-head rel="preload" as="image"[^>]*>/.exec(html)?.[0];
  expect(preload).toBeDefined();
  expect(preload).toContain('type="image/avif"');
  expect(preload).toContain('fetchpriority="high"');
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const avifSource = /<source type="image\/avif"[^>]*>/.exec(html)![0];
  // The preload asks for exactly the candidate the <source> will pick.
  expect(attribute(preload!, 'imagesrcset')).toBe(attribute(avifSource, 'srcset'));
  expect(attribute(preload!, 'imagesizes')).toBe(attribute(avifSource, 'sizes'));
  // It comes before the styles and the scripts, so the image is requested first.
  expect(html.indexOf(preload!)).toBeLessThan(html.search(/<style>|<link rel="stylesheet"|<script type="module"/));

  const img = /<picture class="article__hero">[\s\S]*?<img [^>]*>/.exec(html)![0];
  const jsonLd = [...html.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  const posting = jsonLd.find((data) => data['@type'] === 'BlogPosting');
  expect(posting.image).toBe(`${SITE_ORIGIN}${attribute(img, 'src')}`);
});

test('pages without a hero preload no image', async () => {
  for (const path of ['/', '/blog', '/en/blog']) {
    expect((await site.get(path)).text, path).not.toContain('rel="preload" as="image"');
  }
});
