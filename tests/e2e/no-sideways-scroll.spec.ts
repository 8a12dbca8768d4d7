// A comparison table wider than a small phone scrolls inside its own box, with a hint and a fade
// until its end; the page itself never scrolls sideways (every page at 360 and 390 px:
// every-page.spec.ts).
import { expect, test } from './fixtures';

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
