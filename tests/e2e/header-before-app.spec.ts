// The header before the app has loaded (docs/decisions/0035-header-without-the-app.md), at
// 390 and 1366 px in both languages. With every script refused the phone's menu opens and
// closes and every header link lands where it points; with the app still on its way (a slow
// phone's first seconds: only the page's small entry has run) a link to a section of the page
// on screen also closes the menu behind it.
import type { Page } from '@playwright/test';
import { LANGS } from '../../common/lang';
import { pagePath } from '../../common/routes';
import { expect, test } from './fixtures';

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 900 } },
};
/** The site's scroll-margin-top for every element with an id (web/src/styles/global.css): 5rem. */
const SCROLL_MARGIN = 80;

/** Refuses every script (the entry and the app). */
const refuseScripts = (page: Page) =>
  page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );

/** Lets the page's entry (and what it preloads) run and holds every other script unanswered: the app never arrives. */
async function holdApp(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const entry = [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="([^"]+)"/g),
  ].map((match) => match[1]);
  expect(entry.length, 'the page names its entry').toBeGreaterThan(0);
  await page.route(
    (url) => url.pathname.endsWith('.js') && !entry.includes(url.pathname),
    () => {},
  );
}

const menu = (page: Page) => page.getByRole('navigation', { name: /Navegación principal|Main navigation/ });
const toggle = (page: Page) => page.locator('.site-header__toggle');
const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

for (const [device, options] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    test.describe(`${device}, ${lang}`, () => {
      test.use(options);
      // The browser reports each refused script.
      test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });
      const home = pagePath('home', lang);
      const openMenu = async (page: Page) => {
        if (device === 'phone') await toggle(page).click();
      };

      test('with the scripts refused, the menu opens and closes and its links land', async ({ page }) => {
        await refuseScripts(page);
        await page.goto(pagePath('taxReturnForm', lang));
        if (device === 'phone') {
          await expect(menu(page)).toBeHidden();
          await toggle(page).click();
          await expect(menu(page)).toBeVisible();
          await toggle(page).click();
          await expect(menu(page)).toBeHidden();
        }
        // A section of another page.
        await openMenu(page);
        await menu(page).locator(`a[href="${home}#packs"]`).click();
        await expect(page).toHaveURL(new RegExp(`${home}#packs$`));
        await expect.poll(() => sectionTop(page, 'packs')).toBe(SCROLL_MARGIN);
        // A section of the page on screen, and Back.
        if (device === 'phone') await page.keyboard.press('Escape');
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await openMenu(page);
        await menu(page).locator(`a[href="${home}#contacto"]`).click();
        await expect(page).toHaveURL(new RegExp(`${home}#contacto$`));
        await expect.poll(() => sectionTop(page, 'contacto')).toBe(SCROLL_MARGIN);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${home}#packs$`));
        // Another page.
        if (device === 'phone') await page.keyboard.press('Escape');
        await openMenu(page);
        await menu(page)
          .locator(`a[href="${pagePath('blog', lang)}"]`)
          .click();
        await expect(page).toHaveURL(new RegExp(`${pagePath('blog', lang)}$`));
        await expect(page.locator('html[data-hydrated]')).not.toBeAttached();
      });

      test('with the app still on its way, a section link of the page on screen lands and closes the menu', async ({
        page,
      }) => {
        await holdApp(page, home);
        await page.goto(home);
        await openMenu(page);
        await menu(page).locator(`a[href="${home}#servicios"]`).click();
        await expect(page).toHaveURL(new RegExp(`${home}#servicios$`));
        await expect.poll(() => sectionTop(page, 'servicios')).toBe(SCROLL_MARGIN);
        await expect(menu(page)).toBeVisible({ visible: device === 'laptop' });
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${home}$`));
        await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
        await expect(page.locator('html[data-hydrated]')).not.toBeAttached();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    });
  }
}

test.describe('the toggle without any script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('says whether it opens or closes the menu, and Escape closes it', async ({ page }) => {
    await page.goto(pagePath('taxReturnForm', 'es'));
    await expect(toggle(page)).toHaveAccessibleName('Abrir menú');
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(toggle(page)).toHaveAccessibleName('Cerrar menú');
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAccessibleName('Abrir menú');
  });
});
