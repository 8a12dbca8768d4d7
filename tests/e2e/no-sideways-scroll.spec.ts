// No page of the route table is wider than a small phone: at 360 and 390 px nothing makes
// the page scroll sideways (a wide table scrolls inside its own box instead).
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../web/content-pipeline/read-content';
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
