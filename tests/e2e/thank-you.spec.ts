// The thank-you page sends the conversion through the ad tag once per order id per session,
// with the amount falling back to 1 when not a number (docs/product.md#pages).
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
  // The page records the conversion in an effect that may run after the page reports itself
  // hydrated: each step waits for the conversion itself (or the page's note of a repeat).
  const recorded = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('test:gtag') ?? '[]') as unknown[]);
  const first = ['event', 'conversion', { value: 1, currency: 'EUR', transaction_id: 'ORD-1' }];
  await page.goto('/thank-you?amount=12abc&orderId=ORD-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu solicitud!');
  await expect.poll(recorded).toEqual([first]);
  const repeat = page.waitForEvent('console', (message) =>
    message.text().includes('already recorded for order "ORD-1"'),
  );
  await page.reload();
  await repeat;
  await page.goto('/en/thank-you?amount=947&currency=EUR&orderId=ORD-2');
  await expect
    .poll(recorded)
    .toEqual([first, ['event', 'conversion', { value: 947, currency: 'EUR', transaction_id: 'ORD-2' }]]);
});
