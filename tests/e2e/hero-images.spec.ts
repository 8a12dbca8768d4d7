// The article hero as the browser gets it (docs/decisions/0007-article-hero-images.md): responsive AVIF and WebP with
// explicit dimensions, fetched early and never lazy; the prerendered head's preload: tests/site/blog.test.ts.
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { expect, test } from './fixtures';

const articles = readArticles();
const routes = buildRoutes(articleSlugs(articles)).filter((route) => route.page === 'article');
const metaOf = (path: string) => {
  const route = routes.find((candidate) => candidate.path === path)!;
  return articles.find(({ meta }) => meta.key === route.articleKey && meta.lang === route.lang)!.meta;
};
/** The addresses of a srcset, each with a width descriptor. */
const candidates = (srcset: string) => srcset.split(',').map((entry) => entry.trim().split(/\s+/) as [string, string]);

for (const path of ['/blog/bsn-digid', '/en/blog/vivir-holanda-ninos']) {
  test(`${path}: the hero is a picture with AVIF and WebP sources and an eager, sized <img>`, async ({
    page,
    request,
  }) => {
    const meta = metaOf(path);
    await page.goto(path);
    const hero = page.locator('main picture.article__hero');
    await expect(hero).toHaveCount(1);
    const img = hero.locator('img');
    await expect(img).toHaveAttribute('alt', meta.heroAlt);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(await img.getAttribute('loading')).not.toBe('lazy');
    const [width, height] = [Number(await img.getAttribute('width')), Number(await img.getAttribute('height'))];
    expect(width / height).toBeCloseTo(16 / 9, 2);
    // The reserved box already has the image's proportions: nothing moves when it arrives.
    const box = (await img.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);

    const sources = await hero.locator('source').evaluateAll((elements) =>
      elements.map((source) => ({
        type: source.getAttribute('type'),
        srcset: source.getAttribute('srcset')!,
        sizes: source.getAttribute('sizes'),
      })),
    );
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.sizes).toBeTruthy();
      const entries = candidates(source.srcset);
      expect(entries.map(([, descriptor]) => descriptor)).toEqual(['480w', '800w', '1200w']);
      for (const [url] of entries) {
        expect(url).toMatch(/^\/assets\/.+-[\w-]{8}\.(avif|webp)$/);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toBe(source.type);
        expect(response.headers()['cache-control'], url).toContain('immutable');
      }
    }
    // Chromium takes the AVIF source and decodes it.
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
  });
}
