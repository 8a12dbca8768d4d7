// The privacy policy states its date once: the page's "updated" line, from the policy's
// front matter (the version each lead records), not a second copy in the text.
import { PRIVACY_POLICY_VERSION } from '../../common/business';
import { PAGES } from '../../common/routes';
import { expect, test } from './fixtures';

const [year, month, day] = PRIVACY_POLICY_VERSION.split('-').map(Number);
/** The date as a page may write it: 24/11/2026, 24/11/26, 4/6/2026. */
const shownDate = new RegExp(`\\b0?${day}/0?${month}/(${String(year).slice(0, 2)})?${String(year).slice(2)}\\b`, 'g');

for (const lang of ['es', 'en'] as const) {
  test(`the ${lang} privacy policy shows its date once`, async ({ page }) => {
    await page.goto(PAGES.privacy[lang]);
    const text = await page.locator('main').innerText();
    expect(text.match(shownDate)).toHaveLength(1);
  });

  for (const width of [390, 1366]) {
    test(`the ${lang} privacy policy writes its date with a four-digit year (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGES.privacy[lang]);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.locator('main .article__meta')).toContainText(
        `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`,
      );
    });
  }
}
