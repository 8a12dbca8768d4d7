// No page of the route table is wider than a small phone: at 360 and 390 px nothing makes
// the page scroll sideways (a wide table scrolls inside its own box instead).
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { expect, test } from './fixtures';

const ROUTES = buildRoutes(articleSlugs(readArticles()));

for (const width of [360, 390]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
    for (const route of ROUTES) {
      test(`${route.path} does not scroll sideways`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        const { scrollWidth, clientWidth } = await page.evaluate(() => {
          const root = document.scrollingElement!;
          return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
        });
        expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(clientWidth);
      });
    }
  });
}

test.describe('a comparison table', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const HINTS = { es: 'Desliza para ver toda la tabla →', en: 'Swipe to see the whole table →' };

  for (const path of ['/pack-profesional', '/en/family-pack', '/']) {
    test(`${path}: wider than the phone, it scrolls in its own box, with a hint and a fade until its end`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const table = page.locator('#comparativa .scroll-table');
      await expect(table.getByText(path.startsWith('/en') ? HINTS.en : HINTS.es)).toBeVisible();
      const box = table.locator('.scroll-table__box');
      const fade = () =>
        table.locator('.scroll-table__frame').evaluate((frame) => Number(getComputedStyle(frame, '::after').opacity));
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await fade()).toBe(1);
      await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(fade).toBe(0);
    });
  }

  test('one that fits (the English home page): no hint, no fade over its last column', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const table = page.locator('#comparativa .scroll-table');
    expect(
      await table.locator('.scroll-table__box').evaluate((element) => element.scrollWidth > element.clientWidth),
    ).toBe(false);
    await expect(table.locator('.scroll-table__hint')).toBeHidden();
    expect(
      await table
        .locator('.scroll-table__frame')
        .evaluate((frame) => Number(getComputedStyle(frame, '::after').opacity)),
    ).toBe(0);
  });
});

test('on a laptop the comparison table fits: no hint', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/pack-profesional');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.locator('#comparativa .scroll-table__hint')).toBeHidden();
});
