// The advisor's day in the browser: the Today view (every new lead with the reply time promised
// to its visitor, a reply started from the email, due follow-ups) and the new-lead count in the
// tab's title; a lead's reply from the firm's templates, then one tap to mark it contacted; the person's other requests; "keep me signed in" and
// revoking the device. Screenshots of Today and of a lead at phone and laptop sizes, in
// Spanish and English, under /tmp/advisor-day-shots/.
import type { Page } from '@playwright/test';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { expect, test } from './fixtures';
import { expectAccessible } from './expect-accessible';
import { createAdvisor, PASSWORD, screenshots, sendLead, signIn, SIZES } from './inbox-helpers';
import { screenshotForPeople } from './screenshot-for-people';

// The session check before signing in answers 401, which the browser logs as an error.
test.use({ allowedConsoleErrors: [/status of 401/] });

const SHOTS = '/tmp/advisor-day-shots';
const shots = (page: Page, name: string) => screenshots(page, `${SHOTS}/${name}`);
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('Today lists every new lead at once with the promised reply time, and due follow-ups; the tab title counts new leads', async ({
  page,
  db,
}) => {
  const email = `advisor.today.${unique()}@example.test`;
  await createAdvisor(email);
  const id = unique();
  const overdue = await sendLead(page, 'taxReturn', {
    nombreCompleto: `Óscar Atrasado ${id}`,
    telefono: '+31 6 40000001',
  });
  const waiting = await sendLead(page, 'contact', {
    nombreCompleto: `Ulises Espera ${id}`,
    telefono: '+31 6 40000002',
  });
  const fresh = await sendLead(page, 'contact', { nombreCompleto: `Fátima Nueva ${id}`, telefono: '+31 6 40000003' });
  await db.query(`UPDATE leads SET follow_up_on = current_date - 2, status = 'CONTACTED' WHERE id = $1`, [overdue]);
  // Ulises's promise has passed; Fátima started a reply from the email's WhatsApp button.
  await db.query(`UPDATE leads SET created_at = now() - interval '4 days' WHERE id = $1`, [waiting]);
  await db.query(`UPDATE leads SET reply_started_at = now(), reply_started_via = 'whatsapp' WHERE id = $1`, [fresh]);

  await signIn(page, email, '/inbox/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible();
  const followUps = page.getByRole('region', { name: /Seguimientos para hoy o atrasados/ });
  const newLeads = page.getByRole('region', { name: /Nuevas sin contestar/ });
  await expect(followUps.locator('.inbox-row', { hasText: `Óscar Atrasado ${id}` })).toContainText(
    'Seguimiento pendiente',
  );
  // A lead minutes old is there at once, with the time promised to its visitor and a countdown.
  const fatima = newLeads.locator('.inbox-row', { hasText: `Fátima Nueva ${id}` });
  await expect(fatima).toContainText(/Responder antes de: (hoy|mañana|\p{L}+, \d+ \p{L}+\.?), \d\d:00 · quedan \d/u);
  await expect(fatima).toContainText(/Respuesta empezada \(WhatsApp\)/);
  await expect(newLeads.locator('.inbox-row', { hasText: `Ulises Espera ${id}` })).toContainText(/pasada hace \d/);
  // Other tests send leads at the same time: the count is at least this test's two new ones.
  await expect(page).toHaveTitle(/^\(\d+\) Bandeja de solicitudes$/);
  expect(Number(/\d+/.exec(await page.title())![0])).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
  await shots(page, 'today');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page
      .getByRole('region', { name: /New, not yet answered/ })
      .locator('.inbox-row', { hasText: `Fátima Nueva ${id}` }),
  ).toContainText(/Reply by: .*\d\d:00 · .* left.*Reply started \(WhatsApp\)/);
  await page.getByRole('button', { name: 'Español' }).click();

  await newLeads.getByRole('link', { name: new RegExp(`Fátima Nueva ${id}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Fátima Nueva ${id}` })).toBeVisible();
  // The reply started from the email is not a contact: the lead offers to mark it.
  await expect(page.getByText(/Empezaste a responder \(WhatsApp\)/)).toBeVisible();
  await shots(page, 'lead-reply-started');
  await page.getByRole('button', { name: 'Marcar como contactada' }).click();
  await expect(page.locator('.inbox-history')).toContainText('Nueva → Contactada');
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await expect(page).toHaveURL(/\/inbox\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible();
  await expect(newLeads.getByText(`Fátima Nueva ${id}`)).toHaveCount(0);
});

test('reply with the firm’s template, one tap marks it contacted; the person’s other requests are linked', async ({
  page,
  context,
  db,
}) => {
  // wa.me is outside this machine's reach: the tab WhatsApp opens gets a blank page.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }),
  );
  const email = `advisor.reply.${unique()}@example.test`;
  await createAdvisor(email);
  const id = unique();
  const visitor = `lucia.${id}@example.com`;
  const earlier = await sendLead(page, 'health', {
    nombreCompleto: `Lucía Ruiz ${id}`,
    email: visitor,
    telefono: '0650000001',
  });
  const lead = await sendLead(page, 'housingSearch', {
    nombreCompleto: `Lucía Ruiz Gómez ${id}`,
    apellidos: `Gómez ${id}`,
    email: visitor,
    whatsapp: '+31 6 50000001',
  });

  await signIn(page, email, `/inbox/leads/${lead}`);
  await expect(page.getByRole('heading', { level: 1, name: `Lucía Ruiz Gómez ${id}` })).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/31650000001?text=${encodeURIComponent('Hola Lucía, soy de Asesoría Países Bajos. He recibido tu solicitud de Búsqueda de vivienda personalizada. ¿Hablamos hoy unos minutos para empezar la búsqueda?')}`,
  );
  const mail = page.getByRole('link', { name: new RegExp(`Correo ${visitor}`) });
  const href = (await mail.getAttribute('href'))!;
  expect(href.startsWith(`mailto:${visitor}?subject=`)).toBe(true);
  const params = new URLSearchParams(href.split('?')[1]);
  const { rows } = await db.query<{ reference_number: number }>(`SELECT reference_number FROM leads WHERE id = $1`, [
    lead,
  ]);
  expect(params.get('subject')).toBe(
    `Tu Búsqueda de vivienda personalizada · ${formatLeadReference(rows[0]!.reference_number)}`,
  );
  expect(params.get('body')).toMatch(
    /^Hola Lucía:\r\n\r\nHe recibido tu solicitud de Búsqueda de vivienda personalizada\./,
  );

  const related = page.getByRole('region', { name: 'Otra solicitud de esta persona' });
  await expect(related.getByRole('link', { name: 'Seguro médico y Zorgtoeslag' })).toHaveAttribute(
    'href',
    `/inbox/leads/${earlier}`,
  );

  const opened = context.waitForEvent('page');
  await whatsapp.click();
  await (await opened).close();
  await expect(page.getByRole('button', { name: 'Marcar como contactada' })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'lead');
  await page.getByRole('button', { name: 'Marcar como contactada' }).click();
  await expect(page.locator('.inbox-history')).toContainText('Nueva → Contactada');
  await expect(page.locator('.inbox-history')).toContainText(email);
  await expect(page.getByRole('button', { name: 'Marcar como contactada' })).toHaveCount(0);
  const stored = await db.query(
    `SELECT l.status::text, c.from_status::text, c.to_status::text FROM leads l JOIN lead_status_changes c ON c.lead_id = l.id WHERE l.id = $1`,
    [lead],
  );
  expect(stored.rows).toEqual([{ status: 'CONTACTED', from_status: 'NEW', to_status: 'CONTACTED' }]);

  await related.getByRole('link', { name: 'Seguro médico y Zorgtoeslag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Lucía Ruiz ${id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /text=Hola%20Luc%C3%ADa%2C/);
});

test('keep me signed in: the inbox opens without the password after the session ended, until the device is removed', async ({
  page,
  context,
  db,
}) => {
  const email = `advisor.remember.${unique()}@example.test`;
  await createAdvisor(email);
  const endSessions = () =>
    db.query(
      `UPDATE advisor_sessions SET expires_at = now() - interval '1 second'
      WHERE advisor_id = (SELECT id FROM advisors WHERE email = $1)`,
      [email],
    );

  // Without it: the 2-hour rule, as before.
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Bandeja de solicitudes' })).toBeVisible();
  await endSessions();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Acceso para asesores' })).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByLabel('Mantener la sesión iniciada en este dispositivo').check();
  await page.setViewportSize(SIZES.phone);
  await screenshotForPeople(page, { path: `${SHOTS}/sign-in-phone-es.png` });
  await expectAccessible(page);
  const listLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/inbox/api/leads');
  const countLoaded = page.waitForResponse((response) => response.url().includes('/inbox/api/leads/new-count'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bandeja de solicitudes' })).toBeVisible();
  const device = (await context.cookies()).find((cookie) => cookie.name === 'inbox_device')!;
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/inbox' });
  expect(device.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

  // The list's first requests answered first: one cut off by the reload could carry the
  // rotated cookie away (decision 0017: that browser would then have to sign in again).
  await Promise.all([listLoaded, countLoaded]);
  await endSessions();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bandeja de solicitudes' })).toBeVisible();
  const rotated = (await context.cookies()).find((cookie) => cookie.name === 'inbox_device')!;
  expect(rotated.value).not.toBe(device.value);

  await page.getByRole('link', { name: 'Dispositivos' }).click();
  const row = page.locator('.inbox-device', { hasText: 'Este dispositivo' });
  await expect(row).toContainText('Chrome');
  await expect(row).toContainText('Último uso');
  await screenshotForPeople(page, { path: `${SHOTS}/devices-laptop-es.png`, fullPage: true });
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Quitar' }).click();
  await expect(page.getByRole('heading', { name: 'Acceso para asesores' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Acceso para asesores' })).toBeVisible();
});
