// Booking a call on the site (docs/decisions/0055-booking-on-the-site.md), in a real browser whose
// visitor is in Bogotá: the kind preselected by the address, the free times on her clock with
// Amsterdam's beside them, each a button carrying its full ISO time, the form, the bot check, and
// the booked call on screen with its link to her request page — at 390 and 1366 px, in both
// languages. Before any consent nothing is requested from another origin.
import { expectAccessible } from './expect-accessible';
import { expect, test } from './fixtures';
import { freeCallOf } from './free-call';
import { TAGGED_SITE } from './tagged-site';
import { screenshotForPeople } from './screenshot-for-people';

test.use({ timezoneId: 'America/Bogota' });

const TEXTS = {
  es: {
    path: '/reserva?tipo=gratuita',
    heading: 'Elige día y hora',
    zone: 'Horas en tu zona horaria (America/Bogota)',
    name: /Nombre completo/,
    email: /Email/,
    phone: /Teléfono o WhatsApp/,
    privacy: /He leído y acepto/,
    submit: 'Reservar la llamada',
    done: 'Llamada reservada',
    manage: 'Cambiar o cancelar la llamada',
    request: /^\/solicitud\/[A-Za-z0-9_-]{43}$/,
  },
  en: {
    path: '/en/book?tipo=gratuita',
    heading: 'Pick a day and time',
    zone: 'Times in your time zone (America/Bogota)',
    name: /Full name/,
    email: /Email/,
    phone: /Phone or WhatsApp/,
    privacy: /I have read and accept/,
    submit: 'Book the call',
    done: 'Call booked',
    manage: 'Move or cancel the call',
    request: /^\/en\/request\/[A-Za-z0-9_-]{43}$/,
  },
} as const;

// Every browser test comes from one network, which may hold two calls to come: each test frees
// the ones it booked (and only those: other files' tests book beside it), so the next one starts
// with the same allowance.
let booked: string | undefined;
test.afterEach(({ db }) => freeCallOf(db, booked));

for (const lang of ['es', 'en'] as const) {
  for (const width of [390, 1366]) {
    test(`a visitor in Bogotá books a free consultation (${lang}, ${width} px)`, async ({ page, db }) => {
      const text = TEXTS[lang];
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:'))
          elsewhere.push(request.url());
      });

      await page.goto(text.path);
      await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();
      await expect(page.getByText(text.zone)).toBeVisible();
      const first = page.locator('.bk-time').first();
      await expect(first).toBeVisible();
      // The full instant with Amsterdam's offset, and on screen the time in Bogotá with Amsterdam's beside it.
      const iso = await first.locator('time').getAttribute('datetime');
      expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000\+0[12]:00$/);
      const bogota = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'America/Bogota',
      }).format(new Date(iso!));
      const amsterdam = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Amsterdam',
      }).format(new Date(iso!));
      await expect(first).toContainText(bogota);
      await expect(first).toContainText(amsterdam);

      await screenshotForPeople(page, { path: test.info().outputPath(`times-${lang}-${width}.png`), fullPage: true });
      await expectAccessible(page);
      // The keyboard reaches the times: the third one, chosen with Enter.
      const chosen = page.locator('.bk-time').nth(2 + (width === 390 ? 1 : 0) + (lang === 'en' ? 4 : 0));
      const startsAt = await chosen.locator('time').getAttribute('datetime');
      await chosen.focus();
      await page.keyboard.press('Enter');

      const email = `bogota-${lang}-${width}-${Date.now()}@example.test`;
      // This worker's test only: the other worker's tests book at the same time.
      booked = email;
      await page.getByLabel(text.name).fill('Valentina Gómez');
      await page.getByLabel(text.email).fill(email);
      await page.getByLabel(text.phone).fill('+57 300 1234567');
      await page.getByLabel(text.privacy).check();
      await screenshotForPeople(page, { path: test.info().outputPath(`form-${lang}-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: text.submit }).click();

      const done = page.getByRole('heading', { name: text.done });
      await expect(done).toBeVisible({ timeout: 20_000 });
      await expect(done).toBeFocused();
      const { rows } = await db.query<{
        reference_number: number;
        visitor_time_zone: string;
        kind: string;
        starts_at: Date;
      }>(
        `SELECT l.reference_number, b.visitor_time_zone, b.kind::text AS kind, b.starts_at
         FROM leads l JOIN bookings b ON b.lead_id = l.id WHERE l.email = $1`,
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ visitor_time_zone: 'America/Bogota', kind: 'FREE_CONSULTATION' });
      expect(rows[0]!.starts_at.toISOString()).toBe(new Date(startsAt!).toISOString());
      await expect(page.getByText(`APB-${rows[0]!.reference_number}`)).toBeVisible();
      const manage = page.getByRole('link', { name: text.manage });
      expect(await manage.getAttribute('href')).toMatch(text.request);
      await expect(page.locator('.bk-done time')).toHaveAttribute('datetime', startsAt!);

      await screenshotForPeople(page, { path: test.info().outputPath(`booked-${lang}-${width}.png`), fullPage: true });
      expect(elsewhere, 'requests to other origins before consent').toEqual([]);
    });
  }
}

test('the booking page offers the three ways to talk, each leading where it should', async ({ page }) => {
  await page.goto('/en/book');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a call or consultation');
  await expect(page.getByRole('link', { name: /Pick a day and time/ })).toHaveAttribute(
    'href',
    '/en/book?tipo=gratuita#reservar',
  );
  await expect(page.getByRole('link', { name: /Book a video call/ })).toHaveAttribute(
    'href',
    '/en/book?tipo=urgente#reservar',
  );
  await page.getByRole('link', { name: /Book a video call/ }).click();
  await expect(page.getByRole('button', { name: 'Urgent video call · 30 min' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.bk-time').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Private consultation: €59/hour' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a private consultation' }).click();
  await expect(page).toHaveURL(/\/en\/private-consultation-form$/);
});

test.describe('on a build with an analytics tag', () => {
  test.use({ baseURL: TAGGED_SITE.origin });

  test('before consent the booking page asks nothing of another origin, the free times included', async ({ page }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== TAGGED_SITE.origin) elsewhere.push(request.url());
    });
    await page.goto('/en/book?tipo=urgente');
    await expect(page.locator('.consent')).toBeVisible();
    await expect(page.locator('.bk-time').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
  });
});
