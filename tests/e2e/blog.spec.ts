// The blog as visitors and search engines see it (docs/product.md#pages).
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { expect, test } from './fixtures';

const articles = readArticles();
const routes = buildRoutes(articleSlugs(articles)).filter((route) => route.page === 'article');

test('the Spanish index shows twelve cards with the Spanish badge, the English one seven', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('.blog-card')).toHaveCount(12);
  await expect(page.locator('.blog-card__badge')).toHaveText(['Recomendado']);
  await expect(page.getByRole('link', { name: '← Volver al inicio' })).toHaveAttribute('href', '/');
  await page.goto('/en/blog');
  await expect(page.locator('.blog-card')).toHaveCount(7);
  await expect(page.locator('.blog-card__badge')).toHaveText(['Featured']);
});

test('each article’s raw HTML has its title, canonical, hreflang pair and BlogPosting data', async ({
  request,
  baseURL,
}) => {
  for (const route of routes) {
    const { meta } = articles.find(
      (article) => article.meta.key === route.articleKey && article.meta.lang === route.lang,
    )!;
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toContain(`<title>${meta.title}</title>`);
    expect(html, route.path).toContain(`<html lang="${route.lang}">`);
    expect(html, route.path).toContain(`<link data-head rel="canonical" href="${baseURL}${route.path}">`);
    for (const [lang, path] of Object.entries(route.alternates)) {
      expect(html, route.path).toContain(`hreflang="${lang}" href="${baseURL}${path}"`);
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

test('every internal link on the blog and its articles resolves', async ({ page, request }) => {
  const pagesToScan = ['/blog', '/en/blog', ...routes.map((route) => route.path)];
  const links = new Set<string>();
  for (const path of pagesToScan) {
    await page.goto(path);
    for (const href of await page
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))) {
      links.add(href.split('#')[0] || '/');
    }
  }
  expect(links.size).toBeGreaterThan(30);
  for (const link of links) {
    const response = await request.get(link);
    expect(response.status(), link).toBe(200);
  }
});

test('a housing guide’s checklist keeps its ticks in this browser', async ({ page }) => {
  await page.goto('/blog/como-buscar-casa-en-holanda-paso-a-paso');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const first = page.locator('input.checklist__box').first();
  await first.check();
  await page.reload();
  await expect(page.locator('input.checklist__box').first()).toBeChecked();
});

for (const [device, viewport] of Object.entries({
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 900 },
})) {
  test(`on an article the header marks the blog as where the visitor is (${device}, both languages)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const lang of ['es', 'en'] as const) {
      const article = routes.find((route) => route.lang === lang)!;
      await page.goto(article.path);
      if (device === 'phone') await page.locator('.site-header__toggle').click();
      const blog = page
        .getByRole('navigation', { name: lang === 'es' ? 'Navegación principal' : 'Main navigation' })
        .getByRole('link', { name: 'Blog' });
      await expect(blog).toHaveAttribute('aria-current', 'true');
      await expect(blog).toHaveCSS('font-weight', '700');
    }
  });
}
