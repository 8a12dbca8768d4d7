// A tap on a part whose code loads on demand, made before that code has arrived, is answered
// (docs/decisions/0060-native-faq.md): on a throttled phone (CPU 4× slower, a slow network, as
// Chrome DevTools emulates them) the visitor jumps to a pack page's FAQ and taps a question
// while the page's body is still the prerendered HTML. The FAQ is the browser's own disclosure,
// so the answer opens at once, and stays open once the body's code has loaded and hydrated.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  // A remembered cookie choice keeps the consent banner from covering the page.
  await page.addInitScript(() => localStorage.setItem('consent', 'denied'));
});

test('a question tapped before the pack body has loaded opens, and stays open once it has', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // Lighthouse's slow 4G: 150 ms latency, 1.6 Mbps down, 750 kbps up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // The body's code and texts (pack-body-*.js) are held until the tap is made, so the tap
  // surely comes first, however fast the machine.
  const held: Route[] = [];
  await page.route('**/assets/pack-body-*.js', (route) => void held.push(route));

  await page.goto('/pack-estudiante#preguntas-frecuentes');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
  const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
  const second = faq.locator('details').nth(1);
  await second.locator('summary').click();
  // The jump and the tap asked for the body, and it has not arrived.
  await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(second).toHaveAttribute('open');
  await expect(faq.getByText(/3-5 días hábiles/)).toBeVisible();
  await expect(faq.locator('details[open]')).toHaveCount(1);

  for (const route of held) await route.continue();
  await page.unroute('**/assets/pack-body-*.js');
  // Hydrated: the arrow keys, which only the body's code handles, move between the questions.
  const summaries = faq.locator('summary');
  await expect(async () => {
    await summaries.nth(1).focus();
    await page.keyboard.press('ArrowDown');
    await expect(summaries.nth(2)).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(second).toHaveAttribute('open');
  await expect(faq.getByText(/3-5 días hábiles/)).toBeVisible();
  await expect(faq.locator('details[open]')).toHaveCount(1);
});
