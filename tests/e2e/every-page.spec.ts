// Every page of the route table hydrated on a phone: no raw translation key (a page may render
// parts for a phone only, a bottom bar or a menu; on a laptop each page is read by
// page-weight.spec.ts), and nothing makes the page scroll sideways at 360 or 390 px (a wide table
// scrolls inside its own box instead, no-sideways-scroll.spec.ts). One page load per page serves
// every check (docs/BENCHMARKS.md, "CI time"). The prerendered HTML that search engines index is
// read without a browser in tests/site.
import type { Page } from '@playwright/test';
import { buildRoutes } from '../../common/routes';
import { articleSlugs, readArticles } from '../../build/content/read-content';
import { expect, test } from './fixtures';
import { localeKeys, rawKeysIn, readableTexts } from './page-texts';

const ROUTES = buildRoutes(articleSlugs(readArticles()));
const KEYS = localeKeys();
const PHONE_WIDTHS = [360, 390];

async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(clientWidth);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: PHONE_WIDTHS[0]!, height: 844 }, isMobile: true, hasTouch: true });
  for (const route of ROUTES) {
    test(`${route.path} shows no translation key and does not scroll sideways at ${PHONE_WIDTHS.join(' or ')} px`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      expect(rawKeysIn(await readableTexts(page), KEYS)).toEqual([]);
      for (const width of PHONE_WIDTHS) await expectNoSidewaysScroll(page, width);
    });
  }
});
