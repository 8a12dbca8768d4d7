// No page shows a raw translation key, neither in the prerendered HTML that search engines
// index (read with JavaScript off) nor once the page has hydrated in the browser.
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { expect, test } from './fixtures';
import { localeKeys, rawKeysIn, readableTexts } from './page-texts';

const ROUTES = buildRoutes(articleSlugs(readArticles()));
const KEYS = localeKeys();

test('the check finds a raw key, namespaced or not, and passes prices, domains and file names', () => {
  expect(KEYS.keys.has('student.name')).toBe(true);
  const texts = [
    'Pack student.name → 1.595 € en digid.nl (https://www.digid.nl/), hola@example.com, foto.jpg, Nota: algo',
    'packs:common.chat, pagina.relatedTitle, 10:30.',
  ];
  expect(rawKeysIn(texts, KEYS)).toEqual(['student.name', 'packs:common.chat', 'pagina.relatedTitle']);
});

test.describe('prerendered, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of ROUTES) {
    test(`${route.path} shows no translation key`, async ({ page }) => {
      await page.goto(route.path);
      expect(rawKeysIn(await readableTexts(page), KEYS)).toEqual([]);
    });
  }
});

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
