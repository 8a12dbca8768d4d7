// The thank-you page sends the conversion through the ad tag once per order id per session,
// with the amount defaulting to 1 (content.md sections 3 and 7).
import { expect, test } from './fixtures';

test('the conversion goes out once per order id, with the defaults', async ({ page }) => {
  // Stands in for Google's tag, which the tag manager would add after consent.
  await page.addInitScript(() => {
    const calls: unknown[][] = JSON.parse(sessionStorage.getItem('test:gtag') ?? '[]');
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => {
      calls.push(args);
      sessionStorage.setItem('test:gtag', JSON.stringify(calls));
    };
  });
  await page.goto('/thank-you?amount=abc&orderId=ORD-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu solicitud!');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.goto('/en/thank-you?amount=947&currency=EUR&orderId=ORD-2');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const calls = await page.evaluate(() => JSON.parse(sessionStorage.getItem('test:gtag') ?? '[]'));
  expect(calls).toEqual([
    ['event', 'conversion', { value: 1, currency: 'EUR', transaction_id: 'ORD-1' }],
    ['event', 'conversion', { value: 947, currency: 'EUR', transaction_id: 'ORD-2' }],
  ]);
});
