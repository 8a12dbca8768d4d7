// Her booked call on the request page (docs/decisions/0059-booked-call-on-the-request-page.md) in
// a real browser in Bogotá, with no script: the call booked on the site shows with both clocks,
// she moves it to a time from the "Move the call" form, then cancels it on the second step, and
// the page offers the booking page — at 390 and 1366 px, in both languages.
import type { Page } from '@playwright/test';
import { BOOK_PATH, SLOTS_PATH } from '../../common/booking/booking-api';
import { BOT_CHECK_FIELD } from '../../common/api/submission';
import { requestPagePath } from '../../common/visitor-links';
import { expectAccessible } from './expect-accessible';
import { expect, test } from './fixtures';
import { freeCallOf } from './free-call';
import { personsProof } from './inbox-helpers';
import { overflowingElements } from './overflow';
import { screenshotForPeople } from './screenshot-for-people';

test.use({ timezoneId: 'America/Bogota' });

const TEXTS = {
  es: {
    booked: 'Reservada',
    yours: 'Tu hora (America/Bogota)',
    move: 'Cambiar la hora',
    moveSubmit: 'Cambiar a esta hora',
    moved: 'Hemos cambiado tu llamada',
    cancel: 'Cancelar la llamada',
    cancelConfirm: 'Sí, cancelar la llamada',
    cancelled: 'Cancelada',
    bookAgain: 'Reservar otra llamada',
    bookingPage: '/reserva',
  },
  en: {
    booked: 'Booked',
    yours: 'Your time (America/Bogota)',
    move: 'Move the call',
    moveSubmit: 'Move to this time',
    moved: 'Your call is moved',
    cancel: 'Cancel the call',
    cancelConfirm: 'Yes, cancel the call',
    cancelled: 'Cancelled',
    bookAgain: 'Book a new call',
    bookingPage: '/en/book',
  },
} as const;

// Every browser test comes from one network, which may hold two calls to come: each test frees
// its own call if it failed before cancelling it (only its own: other files' tests book beside it).
let booked: string | undefined;
test.afterEach(({ db }) => freeCallOf(db, booked));

/** Books the free consultation at the `nth` free time through the booking API, as the booking page does. */
async function bookCall(page: Page, lang: 'es' | 'en', nth: number) {
  const email = `call-page-${lang}-${nth}-${Date.now()}@example.test`;
  // This worker's test only: the other worker's test of this file books at the same time.
  booked = email;
  const slots = ((await (await page.request.get(`${SLOTS_PATH}?kind=free`)).json()) as { slots: string[] }).slots;
  const proof = await personsProof(page, 'booking');
  const response = await page.request.post(BOOK_PATH, {
    data: {
      kind: 'free',
      startsAt: slots[nth],
      language: lang,
      timeZone: 'America/Bogota',
      formData: {
        nombreCompleto: 'Valentina Gómez',
        email,
        telefono: '+57 300 1234567',
        acceptPrivacyPolicy: true,
      },
      [BOT_CHECK_FIELD]: proof,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, token: ((await response.json()) as { visitorToken: string }).visitorToken, slots };
}

// Each test books and moves to times of its own, whichever worker runs it beside the others.
const TEST_INDEX = { 'es-390': 1, 'es-1366': 2, 'en-390': 3, 'en-1366': 4 } as const;
for (const lang of ['es', 'en'] as const) {
  for (const width of [390, 1366] as const) {
    test(`she moves then cancels her call from her page (${lang}, ${width} px)`, async ({ page, db }) => {
      test.setTimeout(90_000);
      const t = TEXTS[lang];
      const run = TEST_INDEX[`${lang}-${width}`];
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const { email, token, slots } = await bookCall(page, lang, 4 * run);
      await page.goto(requestPagePath(lang, token));
      const call = page.getByTestId('booked-call');
      await expect(call.getByTestId('call-state')).toHaveText(t.booked);
      await expect(call).toContainText(t.yours);
      // Only the bot check of the form that takes the letters she wants to talk about (docs/decisions/0061).
      await expect(page.locator('script')).toHaveCount(1);
      await screenshotForPeople(page, { path: test.info().outputPath(`call-${lang}-${width}.png`), fullPage: true });

      await call.getByText(t.move, { exact: true }).click();
      // The time after its own, unless taken meanwhile: then the first free one after it.
      const wanted = new Date(slots[4 * run + 1]!).getTime();
      const offered = await call
        .locator('label.slot')
        .evaluateAll((labels) => labels.map((label) => label.querySelector('time')?.getAttribute('datetime') ?? ''));
      const at = offered.findIndex((time) => new Date(time).getTime() >= wanted);
      const choice = call.locator('label.slot').nth(Math.max(at, 0));
      const target = (await choice.locator('time').getAttribute('datetime'))!;
      await choice.click();
      await expectAccessible(page);
      await screenshotForPeople(page, { path: test.info().outputPath(`move-${lang}-${width}.png`), fullPage: true });
      await call.getByRole('button', { name: t.moveSubmit }).click();
      await expect(page.getByTestId('outcome')).toContainText(t.moved);
      await expect(call.locator(`time[datetime="${new Date(target).toISOString()}"]`).first()).toBeVisible();
      const { rows } = await db.query<{ starts_at: Date }>(
        'SELECT b.starts_at FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.email = $1',
        [email],
      );
      expect(rows[0]!.starts_at.toISOString()).toBe(new Date(target).toISOString());

      await call.getByText(t.cancel, { exact: true }).click();
      await call.getByRole('button', { name: t.cancelConfirm }).click();
      await expect(call.getByTestId('call-state')).toHaveText(t.cancelled);
      const again = call.getByRole('link', { name: t.bookAgain });
      await expect(again).toHaveAttribute('href', t.bookingPage);
      await expect(call.getByRole('button')).toHaveCount(0);
      await expectAccessible(page);
      expect(await overflowingElements(page)).toEqual([]);
      await screenshotForPeople(page, {
        path: test.info().outputPath(`cancelled-${lang}-${width}.png`),
        fullPage: true,
      });
    });
  }
}
