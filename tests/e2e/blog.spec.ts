// The blog as visitors see it in the browser (docs/product.md#pages); what its raw HTML says to
// search engines and where its links lead: tests/site/blog.test.ts.
import { expect, test } from './fixtures';

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
