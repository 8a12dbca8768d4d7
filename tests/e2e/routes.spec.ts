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

  const ES = { lang: 'es', text: '¡Vaya! Página no encontrada', home: 'Volver al inicio', to: /\/$/ } as const;
  const EN = { lang: 'en', text: 'Oops! Page not found', home: 'Return to Home', to: /\/en$/ } as const;
  // Spanish anywhere outside /en, as the site's Spanish pages are (decision 0020).
  const ADDRESSES = [
    { path: '/blog/articulo-que-no-existe', ...ES },
    { path: '/es/nada', ...ES },
    { path: '/contacto', ...ES },
    { path: '/precios', ...ES },
    { path: '/formulario-declaracion', ...ES },
    { path: '/en/nothing-here', ...EN },
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

  // The main ways onward, in both languages, at a phone's and a laptop's width.
  for (const [device, viewport] of Object.entries({
    phone: { width: 390, height: 844 },
    laptop: { width: 1366, height: 900 },
  })) {
    for (const address of [
      { path: '/precios', home: '/', services: 'Ver nuestros servicios', contact: 'Escribirnos', chat: /WhatsApp/ },
      { path: '/en/prices', home: '/en', services: 'See our services', contact: 'Write to us', chat: /WhatsApp/ },
    ]) {
      test(`${address.path} offers the services, the contact form and WhatsApp (${device})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(address.path);
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: address.chat })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
        await main.getByRole('link', { name: address.contact }).click();
        await expect(page).toHaveURL(new RegExp(`${address.home}#contacto$`));
        await expect(page.locator('#contacto')).toBeInViewport();
        await page.goBack();
        await main.getByRole('link', { name: address.services }).click();
        await expect(page).toHaveURL(new RegExp(`${address.home}#servicios$`));
        await expect(page.locator('#servicios')).toBeInViewport();
      });
    }
  }
});
