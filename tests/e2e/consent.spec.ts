// The consent banner exists only in a build that carries an analytics tag
// (docs/decisions/0033-analytics-tag-at-build.md), and then as a compact sheet at the bottom
// that covers no bottom bar and no field. The suite's main build has no tag; the tagged one is
// served beside it (global-setup.ts, tagged-site.ts).
import type { Page } from '@playwright/test';
import { ANALYTICS } from '../../common/business';
import type { Lang } from '../../common/lang';
import { PAGES } from '../../common/routes';
import en from '../../web/src/locales/en/common.json' with { type: 'json' };
import es from '../../web/src/locales/es/common.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { TAGGED_SITE } from './tagged-site';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
];
const TEXTS = { es: es.consent, en: en.consent };
const FOOTER = { es: es.footer, en: en.footer };
const TAG_SCRIPT = 'https://www.googletagmanager.com/gtm.js**';

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

/** Answers the tag manager's script here (the tests have no internet) and counts the requests for it. */
async function answerTagScript(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TAG_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return requested;
}

/** The sheet's text for what the tag carries (common/business.ts, ANALYTICS.purposes). */
const sheetText = (lang: Lang) => {
  const { analytics, advertising } = ANALYTICS.purposes;
  return TEXTS[lang][analytics && advertising ? 'textAnalyticsAndAds' : analytics ? 'textAnalytics' : 'textAds'];
};

for (const { name, ...device } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test.describe('without a tag', () => {
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
      test.use({ baseURL: TAGGED_SITE.origin });

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

      for (const lang of ['es', 'en'] as const) {
        test(`${lang}: it speaks of what the tag carries; rejected, the tag never loads and the choice is kept until changed in the footer`, async ({
          page,
        }) => {
          const requested = await answerTagScript(page);
          await hydrated(page, PAGES.home[lang]);
          await expect(page.locator('.consent')).toContainText(sheetText(lang));
          await page.getByRole('button', { name: TEXTS[lang].reject, exact: true }).click();
          await expect(page.locator('.consent')).toHaveCount(0);

          await hydrated(page, PAGES.taxReturnForm[lang]);
          await expect(page.locator('.consent')).toHaveCount(0);
          await page.getByRole('button', { name: FOOTER[lang].cookies }).click();
          await expect(page.locator('.consent')).toBeVisible();
          expect(requested).toEqual([]);
        });

        test(`${lang}: the tag loads only once the visitor accepts, from the container the build names`, async ({
          page,
        }) => {
          const requested = await answerTagScript(page);
          await hydrated(page, PAGES.home[lang]);
          await expect(page.locator('.consent')).toBeVisible();
          expect(requested).toEqual([]);
          await page.getByRole('button', { name: TEXTS[lang].accept, exact: true }).click();
          await expect(page.locator('.consent')).toHaveCount(0);
          await expect.poll(() => requested).toEqual([`https://www.googletagmanager.com/gtm.js?id=${TAGGED_SITE.tag}`]);
          // Remembered: the next page loads the tag at once and asks nothing.
          await hydrated(page, PAGES.about[lang]);
          await expect(page.locator('.consent')).toHaveCount(0);
          await expect.poll(() => requested.length).toBe(2);
        });
      }
    });
  });
}
