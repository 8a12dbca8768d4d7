// The forms far below the fold, the home page's contact form and the housing request form,
// load their code when the visitor comes near them (web/src/components/on-demand.tsx,
// docs/decisions/0010-forms-below-the-fold-on-demand.md): not with the page; then they hydrate where the
// server put them, without moving anything; after in-app navigation they come with the page.
import { PAGES } from '../../common/routes';
import { expect, test } from './fixtures';

const FORMS = [
  {
    name: 'the contact form',
    path: PAGES.home.es,
    section: '#contacto',
    code: /\/assets\/contact-form-[\w-]+\.js$/,
    submit: 'Contactar ahora',
  },
  {
    name: 'the housing request form',
    path: PAGES.housingLanding.es,
    section: '#formulario',
    code: /\/assets\/housing-search-form-[\w-]+\.js$/,
    submit: 'Enviar solicitud',
  },
];

for (const form of FORMS) {
  test(`${form.name} loads as the visitor scrolls near it and hydrates in place`, async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (form.code.test(new URL(request.url()).pathname)) loaded.push(request.url());
    });
    await page.goto(form.path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(loaded, 'not loaded with the page').toEqual([]);
    const button = page.locator(form.section).getByRole('button', { name: form.submit });
    // Disabled until the form's code runs: a native submit would put the answers in the address.
    await expect(button).toBeDisabled();

    await page.evaluate(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          window.layoutShift! += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    await page.locator(form.section).scrollIntoViewIfNeeded();
    await expect(button).toBeEnabled();
    expect(loaded).toHaveLength(1);
    expect(await page.evaluate(() => window.layoutShift), 'layout shift while the form hydrates').toBe(0);
  });
}

test('after in-app navigation the contact form comes with the home page, not after it', async ({ page }) => {
  await page.goto(PAGES.blog.es);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.evaluate(() => (window.layoutShift = 0));
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Blog/);
  expect(await page.evaluate(() => window.layoutShift), 'the same document').toBe(0);
  // The page and its form arrive in one render: no moment without the form.
  expect(await page.locator('#contacto form').count()).toBe(1);
  await expect(page.locator('#contacto').getByRole('button', { name: 'Contactar ahora' })).toBeEnabled();
});

declare global {
  interface Window {
    layoutShift?: number;
  }
}
