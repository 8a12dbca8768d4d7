// The consent banner exists only when a tag is configured (common/business.ts, ANALYTICS),
// and then as a compact sheet at the bottom that covers no bottom bar and no field. The
// suite's build has no tag, so the sheet's own tests run against a build with one
// (set ANALYTICS.gtmId, `npm run build`, run this file) and are skipped otherwise.
import type { Page } from '@playwright/test';
import { ANALYTICS } from '../../common/business';
import { PAGES } from '../../common/routes';
import { expect, test } from './fixtures';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
];

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

for (const { name, ...device } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test.describe('without a tag', () => {
      test.skip(Boolean(ANALYTICS.gtmId), 'a tag is configured');
      for (const path of [PAGES.professionalPack.es, PAGES.taxReturnForm.en]) {
        test(`${path}: no banner and no cookie settings, since there is nothing to consent to`, async ({ page }) => {
          await hydrated(page, path);
          await expect(page.locator('.consent')).toHaveCount(0);
          await expect(page.getByRole('button', { name: /cookie/i })).toHaveCount(0);
          await expect(page.getByText(/cookies/)).toHaveCount(0);
        });
      }
    });

    test.describe('with a tag', () => {
      test.skip(!ANALYTICS.gtmId, 'no tag configured in common/business.ts');

      test('the sheet is compact, at the bottom, above the pack bar', async ({ page }) => {
        await hydrated(page, PAGES.professionalPack.en);
        const sheet = await box(page, '.consent');
        const viewport = page.viewportSize()!;
        expect(sheet.height).toBeLessThan(viewport.height * 0.2);
        const bar = page.locator('[data-bottom-bar]');
        if (await bar.isVisible()) {
          const barBox = (await bar.boundingBox())!;
          expect(sheet.y + sheet.height).toBeLessThanOrEqual(barBox.y + 1);
        } else expect(sheet.y + sheet.height).toBeCloseTo(viewport.height, 0);
      });

      test('a field reached with the keyboard scrolls clear of the sheet', async ({ page }) => {
        await hydrated(page, PAGES.taxReturnForm.es);
        const sheet = await box(page, '.consent');
        await page.locator('[name="nombreCompleto"]').focus();
        for (const field of ['direccion', 'ciudad', 'codigoPostal', 'telefono']) {
          // Tab until the field has focus (a date input takes several stops).
          for (let stops = 0; stops < 5; stops++) {
            if (await page.locator(`[name="${field}"]`).evaluate((element) => element === document.activeElement))
              break;
            await page.keyboard.press('Tab');
          }
          await expect(page.locator(`[name="${field}"]`)).toBeFocused();
          await expect
            .poll(async () => {
              const fieldBox = await box(page, `[name="${field}"]`);
              return fieldBox.y + fieldBox.height <= sheet.y;
            }, field)
            .toBe(true);
        }
      });

      test('its text speaks of what the tag carries; a choice closes it', async ({ page }) => {
        await hydrated(page, PAGES.home.en);
        const { analytics, advertising } = ANALYTICS.purposes;
        await expect(page.locator('.consent')).toContainText(
          analytics && advertising
            ? 'analytics and advertising'
            : analytics
              ? 'analytics cookies'
              : 'advertising cookies',
        );
        await page.getByRole('button', { name: 'Reject' }).click();
        await expect(page.locator('.consent')).toHaveCount(0);
      });
    });
  });
}
