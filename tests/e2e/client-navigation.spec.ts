// In-app navigation after hydration (the router, web/src/app): a link to a page whose code
// has not loaded yet keeps the current page on screen meanwhile, an old address reached
// inside the app is replaced by its page, as the server's 301 does for a first visit, and the
// head becomes the next page's (web/src/seo/document-head.tsx).
import { expect, test } from './fixtures';

test('a link keeps the current page on screen until the next page has loaded', async ({ page }) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/blog-index-page-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const heading = page.getByRole('heading', { level: 1 });
  const homeHeading = await heading.textContent();

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // Long enough for a blank fallback to have been painted, were there one.
  await page.waitForTimeout(500);
  await expect(heading).toHaveText(homeHeading!);

  release();
  await expect(heading).toHaveText(/^Blog/);
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Blog' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('an old address reached inside the app is replaced by its page, without a history entry', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const before = await page.evaluate(() => history.length);
  await page.evaluate(() => {
    history.pushState(null, '', '/pack-busqueda-vivienda');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/servicios\/busqueda-vivienda$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a link to the page being shown adds no history entry', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const before = await page.evaluate(() => history.length);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test('after in-app navigation the head is the one the next page is served with', async ({ page, request }) => {
  const served = await (await request.get('/blog')).text();
  const title = /<title>([^<]*)<\/title>/.exec(served)![1]!;
  const description = /<meta data-head name="description" content="([^"]*)"/.exec(served)![1]!;
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveTitle(title.replaceAll('&amp;', '&'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    description.replaceAll('&amp;', '&'),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
});

test.describe(() => {
  // The browser logs each 404 of a module as a console error; here they are the point.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('after a deploy, a chunk the server no longer has makes the page load anew', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // What an instance with a newer build answers for the old build's chunk, until the page is
    // loaded anew (the reload brings the new build's names; here the same ones, served again).
    let stale = true;
    await page.route('**/assets/blog-index-page-*.js', (route) =>
      stale ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    page.on('request', (request) => {
      if (request.isNavigationRequest()) stale = false;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Blog' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Blog/);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });
});
