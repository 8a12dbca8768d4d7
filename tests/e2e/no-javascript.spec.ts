// A page fetched with JavaScript disabled shows its full content and metadata
// (docs/decisions/0003-prerendered-pages.md).
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('the home page without JavaScript: every section, the services and prices, the head', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Asesoría Países Bajos/);
  for (const id of ['inicio', 'servicios', 'packs', 'testimonios', 'ayuda-holanda', 'comparativa', 'contacto']) {
    await expect(page.locator(`#${id}`)).toBeAttached();
  }
  await expect(page.locator('#servicios')).toContainText('119 €');
  await expect(page.locator('#packs')).toContainText('1.595 €');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.getByRole('link', { name: /^EN/ })).toHaveAttribute('href', '/en');
});

test('an article without JavaScript shows its text', async ({ page }) => {
  await page.goto('/en/blog/avoid-rental-scams-netherlands');
  await expect(page.locator('h1')).toHaveText(/scam/i);
  expect((await page.locator('.prose').innerText()).split(/\s+/).length).toBeGreaterThan(800);
});
