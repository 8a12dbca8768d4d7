// No page shows a raw translation key once it has hydrated in the browser; the prerendered HTML
// that search engines index is read without a browser in tests/site/raw-keys.test.ts.
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { expect, test } from './fixtures';
import { localeKeys, rawKeysIn, readableTexts } from './page-texts';

const ROUTES = buildRoutes(articleSlugs(readArticles()));
const KEYS = localeKeys();

// The prerendered HTML is the same on every screen; once hydrated, a page may render parts for
// a phone only (a bottom bar, a menu), so each route is read at both sizes.
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 900 } },
};
for (const [device, options] of Object.entries(VIEWPORTS)) {
  test.describe(`hydrated on a ${device}`, () => {
    test.use(options);
    for (const route of ROUTES) {
      test(`${route.path} shows no translation key`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        expect(rawKeysIn(await readableTexts(page), KEYS)).toEqual([]);
      });
    }
  });
}
