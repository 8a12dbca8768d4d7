// The lead inbox in the browser (docs/product.md#inbox): an advisor created from the command line's
// function signs in, finds a lead a visitor just sent, works it and signs out; the same
// on a phone-sized screen.
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS } from '../../common/forms/registry';
import { pdfBytes } from '../fixtures/files';
import { expect, test } from './fixtures';
import { expectAccessible } from './expect-accessible';
import { createAdvisor, signIn, submitContactForm } from './inbox-helpers';
import { screenshotForPeople } from './screenshot-for-people';

// The session check before signing in answers 401, which the browser logs as an error.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('sign in, find a new lead, open it, change its status, add a note, sign out', async ({ page, db }) => {
  const email = `advisor.${Date.now()}@example.test`;
  await createAdvisor(email);
  const name = `Lucía Inbox${Date.now()}`;
  await submitContactForm(page, name);

  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: 'Acceso para asesores' })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Bandeja de solicitudes' })).toBeVisible();
  await page.getByLabel('Buscar nombre, correo, teléfono o referencia').fill(name);
  const row = page.locator('.inbox-row', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Contacto');
  await expect(row).toContainText('Nueva');
  await screenshotForPeople(page, { path: '/tmp/inbox-list-laptop.png', fullPage: true });
  await expectAccessible(page);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Nombre completo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/31612345678\?text=Hola%20Luc%C3%ADa/,
  );
  await expect(page.getByRole('link', { name: /Llamar/ })).toHaveAttribute('href', 'tel:+31612345678');

  await page.locator('.inbox-detail').getByLabel('Estado').selectOption('CONTACTED');
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toHaveText('Guardado');
  await expect(page.locator('.inbox-history')).toContainText(`Nueva → Contactada`);
  await expect(page.locator('.inbox-history')).toContainText(email);

  await page.getByPlaceholder('Escribe una nota para el equipo').fill('Llamada el lunes; pide la jaaropgaaf.');
  await page.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(page.locator('.inbox-notes')).toContainText('Llamada el lunes; pide la jaaropgaaf.');
  await screenshotForPeople(page, { path: '/tmp/inbox-detail-laptop.png', fullPage: true });

  const stored = await db.query(
    `SELECT l.status, n.body FROM leads l JOIN lead_notes n ON n.lead_id = l.id WHERE l.data->>'nombreCompleto' = $1`,
    [name],
  );
  expect(stored.rows).toEqual([{ status: 'CONTACTED', body: 'Llamada el lunes; pide la jaaropgaaf.' }]);

  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('heading', { name: 'Acceso para asesores' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Acceso para asesores' })).toBeVisible();
});

test('English on request, and the email link opens the lead after signing in', async ({ page, db }) => {
  const email = `advisor.en.${Date.now()}@example.test`;
  await createAdvisor(email);
  const name = `John Link${Date.now()}`;
  await submitContactForm(page, name);
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM leads WHERE data->>'nombreCompleto' = $1`, [name]);
  await signIn(page, email, `/inbox/leads/${rows[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Full name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('wrong password: a clear message and no session', async ({ page }) => {
  await page.goto('/inbox');
  await page.getByLabel('Correo electrónico').fill('nobody@example.test');
  await page.getByLabel('Contraseña').fill('wrong password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
});

test('@phone the inbox fits a phone: no sideways scrolling, large targets, delete with confirmation', async ({
  page,
  db,
}) => {
  const email = `advisor.phone.${Date.now()}@example.test`;
  await createAdvisor(email);
  const name = `Pablo Movil${Date.now()}`;
  await submitContactForm(page, name);
  await signIn(page, email);
  const row = page.locator('.inbox-row', { hasText: name });
  await expect(row).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await screenshotForPeople(page, { path: '/tmp/inbox-list-phone.png', fullPage: true });

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await fits()).toBe(true);
  const whatsapp = await page.getByRole('link', { name: 'WhatsApp' }).boundingBox();
  expect(whatsapp!.height).toBeGreaterThanOrEqual(44);
  await screenshotForPeople(page, { path: '/tmp/inbox-detail-phone.png', fullPage: true });

  await page.getByRole('button', { name: 'Borrar solicitud' }).click();
  await expect(page.getByText('¿Borrar esta solicitud con sus documentos y notas?')).toBeVisible();
  await page.getByRole('button', { name: 'Sí, borrar' }).click();
  await expect(page.getByRole('heading', { name: 'Bandeja de solicitudes' })).toBeVisible();
  const { rows } = await db.query(`SELECT id FROM leads WHERE data->>'nombreCompleto' = $1`, [name]);
  expect(rows).toEqual([]);
});

test('a tax return: labelled answers, documents to download, the BSN shown only on request and audited', async ({
  page,
  db,
}) => {
  const email = `advisor.tax.${Date.now()}@example.test`;
  await createAdvisor(email);
  const name = `María Renta${Date.now()}`;
  const sent = await page.request.post(SUBMIT_PATH, {
    multipart: {
      formType: FORMS.taxReturn.label,
      formData: JSON.stringify({ ...VALID_FORM_DATA.taxReturn, nombreCompleto: name }),
      language: 'es',
      incomeStatement: { name: 'jaaropgaaf 2024.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(sent.status()).toBe(200);
  const { id } = (await sent.json()) as { id: string };

  await signIn(page, email, `/inbox/leads/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const fields = page.locator('.inbox-fields');
  await expect(fields).toContainText('Estado civil');
  await expect(fields).toContainText('Pareja registrada');
  await expect(page.getByTestId('bsn')).toHaveText('******333');
  await screenshotForPeople(page, { path: '/tmp/inbox-tax-laptop.png', fullPage: true });
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar' }).click();
  expect((await download).suggestedFilename()).toBe('jaaropgaaf 2024.pdf');

  await page.getByRole('button', { name: 'Mostrar BSN' }).click();
  await expect(page.getByTestId('bsn')).toHaveText('111222333');
  const audit = await db.query(`SELECT action::text, actor FROM audit_log WHERE lead_id = $1 ORDER BY id`, [id]);
  expect(audit.rows.map((row: { action: string }) => row.action)).toEqual(
    expect.arrayContaining(['VIEW', 'EXPORT', 'REVEAL_BSN']),
  );
  expect(new Set(audit.rows.map((row: { actor: string }) => row.actor))).toEqual(new Set([email]));
});
