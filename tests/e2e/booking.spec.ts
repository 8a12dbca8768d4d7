// The booking page offers the three ways to talk, each leading where it should.
import { BUSINESS } from '../../common/business';
import { expect, test } from './fixtures';

test('the booking page links the free consultation, the urgent call and the private consultation form', async ({
  page,
}) => {
  await page.goto('/en/book');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a call or consultation');
  await expect(page.getByRole('link', { name: /Pick a day and time/ })).toHaveAttribute('href', BUSINESS.bookingUrl);
  await expect(page.getByRole('link', { name: /Book a video call/ })).toHaveAttribute('href', BUSINESS.urgentCallUrl);
  await expect(page.getByRole('heading', { name: 'Private consultation: €59/hour' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a private consultation' }).click();
  await expect(page).toHaveURL(/\/en\/private-consultation-form$/);
});
