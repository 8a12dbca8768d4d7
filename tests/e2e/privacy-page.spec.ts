// The privacy policy states its date once: the page's "updated" line, from the policy's
// front matter (the version each lead records), not a second copy in the text.
import { PAGES } from '../../common/routes';
import { expect, test } from './fixtures';

for (const lang of ['es', 'en'] as const) {
  test(`the ${lang} privacy policy shows its date once`, async ({ page }) => {
    await page.goto(PAGES.privacy[lang]);
    const text = await page.locator('main').innerText();
    expect(text.match(/\b15\/0?6\/(20)?25\b/g)).toHaveLength(1);
  });
}
