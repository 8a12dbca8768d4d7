// Language rules (docs/product.md#languages): the switch keeps the page and is remembered; a
// remembered English choice applies on the next visit; the mobile menu closes on a link.
import { expect, test } from './fixtures';

test('switching language keeps the page, saves the choice and sets <html lang>', async ({ page }) => {
  await page.goto('/formulario-zzp');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('link', { name: /^EN/ }).first().click();
  await expect(page).toHaveURL(/\/en\/zzp-form$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('link', { name: /^ES/ }).first().click();
  await expect(page).toHaveURL(/\/formulario-zzp$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
});

test('a remembered English choice opens the English page of a Spanish address', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('without a remembered choice a Spanish address stays Spanish, and /en is English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the mobile menu opens and closes when a link is chosen @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();
});
