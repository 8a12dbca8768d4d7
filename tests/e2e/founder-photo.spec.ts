// The founder's photo on the about page (docs/decisions/0027-what-happens-next.md): AVIF and WebP
// at two widths, its box reserved (width and height), loaded lazily below the fold, described in
// the page's language.
import { BUSINESS } from '../../common/business';
import { PAGES } from '../../common/routes';
import { expect, test } from './fixtures';

const ALT = {
  es: `Retrato de ${BUSINESS.founderName}, fundadora de ${BUSINESS.brand}`,
  en: `Portrait of ${BUSINESS.founderName}, founder of ${BUSINESS.brand}`,
};

for (const lang of ['es', 'en'] as const) {
  test(`the about page shows the founder's photo, sized and lazy, below the fold (${lang})`, async ({ page }) => {
    await page.goto(PAGES.about[lang]);
    const photo = page.locator('.founder-photo img');
    await expect(photo).toHaveAttribute('alt', ALT[lang]);
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', '240');
    await expect(photo).toHaveAttribute('height', '300');
    await expect(page.locator('.founder-photo source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\.avif 240w, .*\.avif 480w$/,
    );
    const box = await photo.boundingBox();
    expect(box!.y).toBeGreaterThan(page.viewportSize()!.height);
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
}
