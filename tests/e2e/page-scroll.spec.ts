// Where a page opens after in-app navigation (web/src/app/page-scroll.tsx): at its top with
// focus on its h1, at the element a #fragment names, and after Back where the visitor was;
// on a phone and a laptop, in both languages; and after a reload too.
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

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

for (const [device, options] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    test.describe(`${device}, ${lang}`, () => {
      test.use(options);
      const home = pagePath('home', lang);

      test('the tax form opens at its top with focus on its heading, and Back returns to the same place', async ({
        page,
      }) => {
        const form = pagePath('taxReturnForm', lang);
        await open(page, home);
        const request = page.locator(`#servicios a[href="${form}"]:visible`).first();
        await request.scrollIntoViewIfNeeded();
        const homeY = await scrollY(page);
        expect(homeY, 'the link is well down the home page').toBeGreaterThan(500);

        await request.click();
        await expect(page).toHaveURL(new RegExp(`${form}$`));
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeFocused();
        expect(await scrollY(page)).toBe(0);
        await expect(heading).toBeInViewport();

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${home}$`));
        await expect(request).toBeVisible();
        await expect.poll(() => scrollY(page)).toBe(homeY);
        // Focus stays where it was; the page's name is said by the live region instead.
        const homeHeading = await page.getByRole('heading', { level: 1 }).textContent();
        await expect(page.locator('#root > p[aria-live="polite"]')).toHaveText(homeHeading!);
      });

      test('a pack page opens at its top', async ({ page }) => {
        const pack = pagePath('professionalPack', lang);
        await open(page, home);
        const link = page.locator(`#packs a[href="${pack}"]`);
        await link.scrollIntoViewIfNeeded();
        expect(await scrollY(page)).toBeGreaterThan(500);

        await link.click();
        await expect(page).toHaveURL(new RegExp(`${pack}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        expect(await scrollY(page)).toBe(0);
      });

      for (const section of ['servicios', 'packs', 'contacto']) {
        test(`on the home page, the header's link to #${section} lands on it with focus on its heading, and Back returns`, async ({
          page,
        }) => {
          await open(page, home);
          if (device === 'phone') await page.locator('.site-header__toggle').click();
          await page
            .getByRole('navigation', { name: lang === 'es' ? 'Navegación principal' : 'Main navigation' })
            .locator(`a[href="${home}#${section}"]`)
            .click();
          await expect(page).toHaveURL(new RegExp(`${home}#${section}$`));
          const target = page.locator(`#${section}`);
          await expect
            .poll(() => target.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
            .toBe(SCROLL_MARGIN);
          await expect(target.getByRole('heading', { level: 2 }).first()).toBeFocused();
          // The menu closed behind the link.
          await expect(page.getByRole('navigation', { name: /Navegación principal|Main navigation/ })).toBeVisible({
            visible: device === 'laptop',
          });

          await page.goBack();
          await expect(page).toHaveURL(new RegExp(`${home}$`));
          await expect.poll(() => scrollY(page)).toBe(0);
        });
      }

      test("the footer's link to a section of the page on screen lands on it", async ({ page }) => {
        await open(page, home);
        await page.getByRole('contentinfo').locator(`a[href="${home}#servicios"]`).click();
        await expect(page).toHaveURL(new RegExp(`${home}#servicios$`));
        await expect
          .poll(() => page.locator('#servicios').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
          .toBe(SCROLL_MARGIN);
        await expect(page.locator('#servicios h2').first()).toBeFocused();
      });

      test('a link to a section of another page lands on that section', async ({ page }) => {
        await open(page, pagePath('taxReturnForm', lang));
        if (device === 'phone') await page.locator('.site-header__toggle').click();
        await page
          .getByRole('navigation', { name: lang === 'es' ? 'Navegación principal' : 'Main navigation' })
          .locator(`a[href="${home}#contacto"]`)
          .click();
        await expect(page).toHaveURL(new RegExp(`${home}#contacto$`));
        const section = page.locator('#contacto');
        await expect(section).toBeInViewport();
        await expect
          .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
          .toBe(SCROLL_MARGIN);
        await expect(section.getByRole('heading', { level: 2 }).first()).toBeFocused();
      });
    });
  }
}

test('Back after a reload still returns to the same place', async ({ page }) => {
  const form = pagePath('taxReturnForm', 'es');
  await open(page, '/');
  const request = page.locator(`#servicios a[href="${form}"]:visible`).first();
  await request.scrollIntoViewIfNeeded();
  const homeY = await scrollY(page);
  await request.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // A reload starts the app anew: the offsets it kept come back from sessionStorage.
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect.poll(() => scrollY(page)).toBe(homeY);
});
