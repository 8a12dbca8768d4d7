// The advisor's calendar in the browser (docs/decisions/0057-calendar-in-the-inbox.md): the
// Calendar view lists booked calls linking to their lead, takes a block of whole days and one
// of some hours, removes one, and makes, shows once and turns off the private feed; Today
// lists the calls of today and tomorrow at their time, the list marks the lead, and the lead's
// page shows its call; a call is moved to one of the booking page's free times, then cancelled;
// paging the free times quickly shows the last days asked for, whatever order the answers come
// in. Screenshots at phone and laptop sizes, in Spanish and English, under
// /tmp/inbox-calendar-shots/.
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { SLOTS_PATH } from '../../common/booking/booking-api';
import { expect, test } from './fixtures';
import { expectAccessible } from './expect-accessible';
import { createAdvisor, screenshots, sendLead, signIn } from './inbox-helpers';

// The session check before signing in answers 401, the refused block 400: the browser logs both.
test.use({ allowedConsoleErrors: [/status of 40[01]/] });
// Each test takes screenshots of three screens at two sizes in two languages.
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/tmp/inbox-calendar-shots';
const shots = (page: Page, name: string) => screenshots(page, `${SHOTS}/${name}`);
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** An Amsterdam day `offset` days from today (YYYY-MM-DD). */
const amsterdamDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });

test('the calendar lists calls and blocks, takes and removes blocks, and hands out a private feed; Today, the list and the lead show the call', async ({
  page,
  db,
}) => {
  // A long walk through the whole view: on CI's shared cores it took more than two minutes once.
  test.setTimeout(240_000);
  const email = `advisor.calendar.${unique()}@example.test`;
  await createAdvisor(email);
  const id = unique();
  const lead = await sendLead(page, 'contact', { nombreCompleto: `Berta Llamada ${id}`, telefono: '+31 6 40000011' });
  // Tomorrow at 07:00 Amsterdam time: outside the opening hours, so no other test's slots meet it.
  const tomorrow = amsterdamDay(1);
  // Only this test books that time: a call left by an attempt that timed out (its clean-up never ran) goes first.
  await db.query(`DELETE FROM bookings WHERE starts_at = ($1::date + time '07:00') AT TIME ZONE 'Europe/Amsterdam'`, [
    tomorrow,
  ]);
  const { rows } = await db.query<{ id: string; starts_at: Date }>(
    `INSERT INTO bookings (id, lead_id, kind, starts_at, ends_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'FREE_CONSULTATION', ($2::date + time '07:00') AT TIME ZONE 'Europe/Amsterdam',
       ($2::date + time '07:15') AT TIME ZONE 'Europe/Amsterdam', now()) RETURNING id, starts_at`,
    [lead, tomorrow],
  );
  const booking = rows[0]!;
  const blockDay = amsterdamDay(40);
  try {
    await signIn(page, email, '/inbox/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    const calls = page.getByRole('region', { name: /Llamadas reservadas/ });
    const call = calls.locator('.inbox-calendar-call', { hasText: `Berta Llamada ${id}` });
    await expect(call).toContainText('Consulta gratuita');
    await expect(call).toContainText('07:00–07:15');
    await expect(call.locator('time')).toHaveAttribute('datetime', booking.starts_at.toISOString());
    await expect(call.getByRole('link', { name: new RegExp(`Berta Llamada ${id}`) })).toHaveAttribute(
      'href',
      `/inbox/leads/${lead}`,
    );

    // Whole days with a note, then two hours of one day.
    const form = page.locator('.inbox-block-form');
    await form.getByLabel('Desde el día').fill(blockDay);
    await form.getByLabel('Hasta el día (incluido)').fill(amsterdamDay(42));
    await form.getByLabel(/Nota/).fill(`Vacaciones ${id}`);
    await form.getByRole('button', { name: 'Bloquear' }).click();
    await expect(form.getByRole('status')).toHaveText('Bloqueado.');
    const blocks = page.getByRole('region', { name: 'Días y horas bloqueados' });
    await expect(blocks.locator('.inbox-calendar-item', { hasText: `Vacaciones ${id}` })).toBeVisible();
    await form.getByLabel('Unas horas de un día').check();
    await form.getByLabel('Día', { exact: true }).fill(amsterdamDay(41));
    await form.getByLabel('De', { exact: true }).fill('19:00');
    await form.getByLabel('A', { exact: true }).fill('21:00');
    await form.getByRole('button', { name: 'Bloquear' }).click();
    const hours = blocks.locator('.inbox-calendar-item', { hasText: '19:00–21:00' });
    await expect(hours).toBeVisible();
    // A time range backwards is refused in words.
    await form.getByLabel('De', { exact: true }).fill('21:00');
    await form.getByLabel('A', { exact: true }).fill('20:00');
    await form.getByRole('button', { name: 'Bloquear' }).click();
    await expect(form.getByRole('status')).toHaveText('La hora de fin debe ser posterior a la de inicio.');

    // The feed: made, shown once, served to a calendar, turned off.
    const feed = page.getByRole('region', { name: /Tus llamadas en el calendario del móvil/ });
    await feed.getByRole('button', { name: 'Crear la dirección' }).click();
    const url = await feed.getByLabel('Dirección del calendario').inputValue();
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const served = await page.request.get(new URL(url).pathname + new URL(url).search);
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain(`SUMMARY:Consulta gratuita · Berta (`);
    await expect(feed).toContainText('Hay una dirección activa desde');
    await expectAccessible(page);
    await shots(page, 'calendar');
    await feed.getByRole('button', { name: 'Desactivar la dirección' }).click();
    await expect(feed.getByRole('status')).toContainText('Dirección desactivada');
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);

    await hours.getByRole('button', { name: /Quitar el bloqueo/ }).click();
    await expect(hours).toHaveCount(0);
    await expect(page.getByText('Bloqueo quitado.')).toBeVisible();

    // Today: the call tomorrow at its time; the list marks the lead; the lead shows its call.
    await page.getByRole('link', { name: 'Hoy' }).click();
    const todayCalls = page.getByRole('region', { name: /Llamadas de hoy y mañana/ });
    await expect(todayCalls.locator('.inbox-row', { hasText: `Berta Llamada ${id}` })).toContainText(
      'mañana, 07:00–07:15',
    );
    await expectAccessible(page);
    await shots(page, 'today');
    await page.getByRole('link', { name: 'Todas las solicitudes' }).click();
    await expect(page).toHaveURL(/\/inbox$/);
    // Today lists the lead twice (its call and its reply-by): only the list's own row counts.
    const listRow = page.locator('.inbox-rows--list .inbox-row', { hasText: `Berta Llamada ${id}` });
    await expect(listRow.locator('.inbox-badge--call')).toContainText(/Llamada: .*07:00/);
    await listRow.getByRole('link').click();
    const panel = page.getByRole('region', { name: 'Llamada reservada' });
    await expect(panel).toContainText('07:00–07:15');
    await expect(panel).toContainText('Consulta gratuita · Reservada');
    await expectAccessible(page);
    await shots(page, 'lead');
  } finally {
    // The e2e database is shared: no other test should meet this test's blocks.
    await db.query(`DELETE FROM calendar_blocks WHERE starts_at >= ($1::date - 1) AND starts_at < ($1::date + 3)`, [
      blockDay,
    ]);
    await db.query(`DELETE FROM bookings WHERE id = $1`, [booking.id]);
    await db.query(`UPDATE calendar_feeds SET revoked_at = now() WHERE revoked_at IS NULL`);
  }
});

/**
 * A visitor's lead (named `who` and a number) with a call at the last time the booking page
 * offers, the far end of the window, where other tests book least; and a new advisor to move it.
 */
async function callToMove(page: Page, db: pg.Client, who: string, telefono: string) {
  const email = `advisor.mover.${unique()}@example.test`;
  await createAdvisor(email);
  const name = `${who} ${unique()}`;
  const lead = await sendLead(page, 'contact', { nombreCompleto: name, telefono });
  const { slots } = (await (await page.request.get(`${SLOTS_PATH}?kind=free`)).json()) as { slots: string[] };
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO bookings (id, lead_id, kind, starts_at, ends_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'FREE_CONSULTATION', $2, $2::timestamptz + interval '15 minutes', now()) RETURNING id`,
    [lead, slots.at(-1)],
  );
  return { lead, booking: rows[0]!.id, name, email };
}

/** Signed in as `email` on the calendar, the move picker of `name`'s call open with its times. */
async function openMovePicker(page: Page, email: string, name: string) {
  await signIn(page, email, '/inbox/calendar');
  const call = page.locator('.inbox-calendar-call', { hasText: name });
  await call.getByRole('button', { name: 'Cambiar la hora' }).click();
  const picker = call.getByRole('region', { name: 'Elige la nueva hora' });
  await expect(picker.getByRole('button', { name: /^Cambiar a / }).first()).toBeVisible();
  return { call, picker };
}

test('a call is moved to a free time and then cancelled from the calendar; the lead shows who cancelled it', async ({
  page,
  db,
}) => {
  const { lead, booking, name, email } = await callToMove(page, db, 'Nora Mover', '+31 6 40000012');
  try {
    const { call, picker } = await openMovePicker(page, email, name);
    await shots(page, 'move');
    // Two weeks on, near the call's own time.
    await picker.getByRole('button', { name: 'Días siguientes' }).click();
    await picker.getByRole('button', { name: 'Días siguientes' }).click();
    const choice = picker.getByRole('button', { name: /^Cambiar a / }).first();
    const chosen = (await choice.locator('time').getAttribute('datetime'))!;
    await choice.click();
    await expect(page.getByText('Llamada cambiada. Se le ha enviado la nueva invitación por email.')).toBeVisible();
    const at = new Date(chosen).toISOString();
    await expect(call.locator('.inbox-calendar-call__when time')).toHaveAttribute('datetime', at);
    const moved = await db.query<{ starts_at: Date }>(`SELECT starts_at FROM bookings WHERE id = $1`, [booking]);
    expect(moved.rows[0]!.starts_at.toISOString()).toBe(at);

    await call.getByRole('button', { name: 'Cancelar la llamada' }).click();
    const confirm = call.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Cancelar la llamada del');
    await confirm.getByRole('button', { name: 'Cancelar la llamada' }).click();
    await expect(page.getByText('Llamada cancelada. Se le ha avisado por email.')).toBeVisible();
    await expect(call).toHaveCount(0);

    await page.goto(`/inbox/leads/${lead}`);
    const panel = page.getByRole('region', { name: 'Llamada reservada' });
    await expect(panel).toContainText('Cancelada por ti');
    await expect(panel.getByRole('button', { name: 'Cambiar la hora' })).toHaveCount(0);
  } finally {
    await db.query(`DELETE FROM bookings WHERE id = $1`, [booking]);
  }
});

test('paging the free times quickly: an answer that comes late for days left behind does not replace the days shown', async ({
  page,
  db,
}) => {
  const { booking, name, email } = await callToMove(page, db, 'Pia Pager', '+31 6 40000013');
  try {
    const { picker } = await openMovePicker(page, email, name);
    // The next week's answer is held until the week after it has been answered and shown.
    let releaseNextWeek!: () => void;
    const nextWeekHeld = new Promise<void>((resolve) => (releaseNextWeek = resolve));
    let pages = 0;
    let lateAnswered = false;
    await page.route('**/free-times?from=*', async (route) => {
      const late = ++pages === 1;
      const response = await route.fetch();
      if (late) await nextWeekHeld;
      await route.fulfill({ response });
      lateAnswered ||= late;
    });
    const later = picker.getByRole('button', { name: 'Días siguientes' });
    await later.click();
    await later.click();
    const weekAfter = picker.getByRole('button', { name: /^Cambiar a / }).first();
    await expect(weekAfter).toBeVisible();
    const shown = await weekAfter.locator('time').getAttribute('datetime');
    releaseNextWeek();
    await expect.poll(() => lateAnswered).toBe(true);
    // Time for the page to read it (a few milliseconds): it changed nothing, still the week after,
    // nothing being looked for.
    await page.waitForTimeout(300);
    await expect(picker.getByText('Buscando horas libres…')).toHaveCount(0);
    await expect(
      picker
        .getByRole('button', { name: /^Cambiar a / })
        .first()
        .locator('time'),
    ).toHaveAttribute('datetime', shown!);
    await shots(page, 'paged');
  } finally {
    await db.query(`DELETE FROM bookings WHERE id = $1`, [booking]);
  }
});
