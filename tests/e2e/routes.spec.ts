// In the browser: an old address lands on its page, and anything else is the 404 page with status
// 404, hydrated. Every page's status, language and h1 and every permanent redirect are read
// from the built site without a browser: tests/site/routes.test.ts.
import { expect, test } from './fixtures';

test('a redirect lands on the page in the browser, without a history entry for the old address', async ({ page }) => {
  await page.goto('/pack-busqueda-vivienda');
  await expect(page).toHaveURL(/\/servicios\/busqueda-vivienda$/);
});

test.describe('not found', () => {
  // The browser reports the 404 document itself as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown address answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  const ADDRESSES = [
    {
      path: '/blog/articulo-que-no-existe',
      lang: 'es',
      text: '¡Vaya! Página no encontrada',
      home: 'Volver al inicio',
      to: /\/$/,
    },
    { path: '/es/nada', lang: 'es', text: '¡Vaya! Página no encontrada', home: 'Volver al inicio', to: /\/$/ },
    { path: '/en/nothing-here', lang: 'en', text: 'Oops! Page not found', home: 'Return to Home', to: /\/en$/ },
  ];
  for (const address of ADDRESSES) {
    test(`${address.path} answers 404 in ${address.lang}, prerendered and hydrated`, async ({ page, request }) => {
      const prerendered = await request.get(address.path);
      expect(prerendered.status()).toBe(404);
      expect(await prerendered.text()).toContain(`<html lang="${address.lang}"`);
      expect(await prerendered.text()).toContain(address.text);
      const response = await page.goto(address.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('lang', address.lang);
      await expect(page.getByText(address.text)).toBeVisible();
      await page.getByRole('link', { name: address.home }).click();
      await expect(page).toHaveURL(address.to);
    });
  }
});
