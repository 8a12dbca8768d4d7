// Outbound clicks are pushed to the tag manager's data layer, and nothing leaves the
// browser for a third-party host (no tag manager id is configured, and none loads before consent).
import { expect, test } from './fixtures';

test('a WhatsApp click pushes click_whatsapp with the language and page; no third-party request', async ({
  page,
  context,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  // The chat opens in a new tab; keep that tab from leaving the test machine.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 204 }));
  await page.goto('/en');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page
    .locator('#inicio')
    .getByRole('link', { name: /WhatsApp/ })
    .click();
  // Waits for the event itself, not for something that happens near it.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((item) => (item as { event?: string }).event === 'click_whatsapp'),
      ),
    )
    .toEqual([{ event: 'click_whatsapp', label: 'EN', page_path: '/en' }]);
  expect(foreign).toEqual([]);
});
