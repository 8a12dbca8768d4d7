// The blog as visitors see it in the browser (docs/product.md#pages); what its raw HTML says to
// search engines and where its links lead: tests/site/blog.test.ts.
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { expect, test } from './fixtures';

const routes = buildRoutes(articleSlugs(readArticles())).filter((route) => route.page === 'article');

test('the Spanish index shows twelve cards with the Spanish badge, the English one seven', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('.blog-card')).toHaveCount(12);
  await expect(page.locator('.blog-card__badge')).toHaveText(['Recomendado']);
  await expect(page.getByRole('link', { name: '← Volver al inicio' })).toHaveAttribute('href', '/');
  await page.goto('/en/blog');
  await expect(page.locator('.blog-card')).toHaveCount(7);
  await expect(page.locator('.blog-card__badge')).toHaveText(['Featured']);
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
