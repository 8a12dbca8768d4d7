// The inbox on the advisor's phone, at 390 px and on a laptop, in Spanish and English: a lead
// opens with the visitor's message and the contact buttons in the first screen, the same
// person's other requests capped at 5 under the site's service names; a search says where its
// results are (a chip per status, spam included) and a phone number in international form finds
// its lead; Insight opens at the current week; bulk actions reach every lead matching the
// filter, the count named before acting. Screenshots under /tmp/advisor-phone-shots/.
import type pg from 'pg';
import { expect, test } from './fixtures';
import { expectAccessible } from './expect-accessible';
import { createAdvisor, screenshots, signIn, SIZES } from './inbox-helpers';
import { insertLead } from './inbox-seed';
import { screenshotForPeople } from './screenshot-for-people';

// The session check before signing in answers 401, which the browser logs as an error.
test.use({ allowedConsoleErrors: [/status of 401/] });

const shots = (page: Parameters<typeof screenshots>[0], name: string) =>
  screenshots(page, `/tmp/advisor-phone-shots/${name}`);
/** A modal open on the page at both sizes (the language switch sits behind it). */
async function shotsOfDialog(page: Parameters<typeof screenshots>[0], name: string, lang: 'es' | 'en') {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await screenshotForPeople(page, { path: `/tmp/advisor-phone-shots/${name}-${size}-${lang}.png` });
  }
}
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A lead with a phone and a message, `minutesAgo` old. */
async function seedLead(
  db: pg.Client,
  lead: { name: string; phone: string; formType?: string; status?: string; minutesAgo?: number; message?: string },
) {
  const id = await insertLead(db, { name: lead.name, formType: lead.formType, status: lead.status });
  await db.query(
    `UPDATE leads SET data = data || jsonb_build_object('telefono', $2::text, 'mensaje', $3::text),
       phone_e164 = '+' || regexp_replace($2, '\\D', '', 'g'), created_at = now() - make_interval(mins => $4::int)
     WHERE id = $1`,
    [id, lead.phone, lead.message ?? '', lead.minutesAgo ?? 0],
  );
  return id;
}

test('a lead opens with the message and the contact buttons; the person’s other requests are capped at 5', async ({
  page,
  db,
}) => {
  const email = `advisor.phone.${unique()}@example.test`;
  await createAdvisor(email);
  const id = unique();
  const phone = `+3168${id.slice(-7)}`;
  const services = ['health', 'zzp', 'ruling30', 'carImport', 'unemployment', 'consultation', 'housingSearch'];
  for (const [index, formType] of services.entries())
    await seedLead(db, { name: `Marta Otra ${id}`, phone, formType, minutesAgo: 60 * (index + 2) });
  const lead = await seedLead(db, {
    name: `Marta Vidal ${id}`,
    phone,
    message: 'Necesito ayuda con la declaración: llegué en marzo y no sé si tengo que hacerla.',
  });

  await page.setViewportSize(SIZES.phone);
  await signIn(page, email, `/inbox/leads/${lead}`);
  await expect(page.getByRole('heading', { level: 1, name: `Marta Vidal ${id}` })).toBeVisible();
  const message = page.getByRole('region', { name: 'Mensaje' });
  await expect(message).toContainText('llegué en marzo');
  // In the first screen of a phone: the message, then WhatsApp and the call.
  for (const part of [
    message,
    page.getByRole('link', { name: 'WhatsApp' }),
    page.getByRole('link', { name: /Llamar/ }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(SIZES.phone.height);
  }
  // The message is not repeated among the form's answers.
  await expect(page.locator('.inbox-fields').getByText('llegué en marzo')).toHaveCount(0);

  const related = page.getByRole('region', { name: 'Otras 7 solicitudes de esta persona' });
  await expect(related.getByRole('listitem')).toHaveCount(5);
  // Newest first, named as the site names the services.
  await expect(related.getByRole('link').first()).toHaveText('Seguro médico y Zorgtoeslag');
  await expect(related.getByRole('link', { name: 'Ayuda Médica' })).toHaveCount(0);
  await expectAccessible(page);
  await shots(page, 'lead');
  await related.getByRole('button', { name: 'Ver las 7' }).click();
  await expect(related.getByRole('listitem')).toHaveCount(7);
  await expect(related.getByRole('button', { name: /Ver las/ })).toHaveCount(0);
});

test('a search says where its results are, spam included, and finds an international number', async ({ page, db }) => {
  const email = `advisor.search.${unique()}@example.test`;
  await createAdvisor(email);
  const id = unique();
  const held = await seedLead(db, { name: `Retenida Spam ${id}`, phone: '+447911123456', status: 'SPAM' });
  await seedLead(db, { name: `Retenida Spam ${id} Bis`, phone: '+447911123457', status: 'SPAM' });
  const open = await seedLead(db, { name: `Retenida Spam ${id} Nueva`, phone: '+447911123458' });

  await page.setViewportSize(SIZES.phone);
  await signIn(page, email, `/inbox?q=${encodeURIComponent(`Retenida Spam ${id}`)}`);
  const places = page.getByRole('group', { name: 'Resultados por estado' });
  const spamChip = places.getByRole('button', { name: '2 en Spam' });
  await expect(places.getByRole('button', { name: '1 en Nueva' })).toBeVisible();
  // On the first screen of a phone, where the status tabs would need a sideways scroll.
  const box = (await spamChip.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(SIZES.phone.width);
  expect(box.y + box.height).toBeLessThanOrEqual(SIZES.phone.height);
  await expectAccessible(page);
  await shots(page, 'search');
  await spamChip.click();
  await expect(page).toHaveURL(/status=SPAM/);
  await expect(page.locator('.inbox-rows--list .inbox-row')).toHaveCount(2);
  await expect(page.locator(`.inbox-row[data-id="${held}"]`)).toBeVisible();

  await page.goto(`/inbox?q=${encodeURIComponent('+44 (0)7911-123458')}`);
  await expect(page.locator('.inbox-rows--list .inbox-row')).toHaveCount(1);
  await expect(page.locator(`.inbox-row[data-id="${open}"]`)).toBeVisible();
});

test('Insight opens at the current week on a phone', async ({ page, db }) => {
  const email = `advisor.insight.${unique()}@example.test`;
  await createAdvisor(email);
  await seedLead(db, { name: `Semana Actual ${unique()}`, phone: '+31612345678' });
  await page.setViewportSize(SIZES.phone);
  await signIn(page, email, '/inbox/insight');
  const table = page.getByRole('table', { name: /la semana actual primero/ });
  const thisWeek = table.getByRole('columnheader', { name: 'Esta semana' });
  await thisWeek.scrollIntoViewIfNeeded();
  const box = (await thisWeek.boundingBox())!;
  // Beside the services' names, without a sideways scroll.
  expect(box.x + box.width).toBeLessThanOrEqual(SIZES.phone.width);
  expect(await table.locator('xpath=..').evaluate((region) => region.scrollLeft)).toBe(0);
  await shots(page, 'insight');
});

test('bulk: every lead matching the filter, the count named before acting', async ({ page, db }) => {
  test.setTimeout(90_000);
  const email = `advisor.bulk.${unique()}@example.test`;
  await createAdvisor(email);
  const tag = `Lote ${unique()}`;
  const ids: string[] = [];
  for (let i = 0; i < 27; i++) ids.push(await seedLead(db, { name: `${tag} ${i}`, phone: '+31612345678' }));

  await signIn(page, email, `/inbox?q=${encodeURIComponent(tag)}`);
  await expect(page.locator('.inbox-rows--list .inbox-row')).toHaveCount(25);
  await page.getByLabel('Seleccionar toda la página').check();
  await shots(page, 'bulk-page-selected');
  await page.getByRole('button', { name: 'Seleccionar las 27 que coinciden con el filtro' }).click();
  const bar = page.getByRole('region', { name: 'Acciones con la selección' });
  await expect(bar).toContainText('Las 27 solicitudes que coinciden con el filtro');
  await shots(page, 'bulk');
  // Each action on them asks first, naming the count; Cancel changes nothing.
  await bar.getByRole('combobox').first().selectOption('CONTACTED');
  const dialog = page.getByRole('dialog', { name: '¿Aplicar a las 27 solicitudes?' });
  await expect(dialog).toBeVisible();
  await shotsOfDialog(page, 'bulk-confirm', 'es');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await page
    .getByRole('region', { name: 'Actions on the selection' })
    .getByRole('combobox')
    .first()
    .selectOption('CONTACTED');
  const english = page.getByRole('dialog', { name: 'Apply to all 27 requests?' });
  await expect(english).toBeVisible();
  await shotsOfDialog(page, 'bulk-confirm', 'en');
  await english.getByRole('button', { name: 'Yes, to all 27' }).click();
  await expect(page.getByText('Done: 27 requests.')).toBeVisible();
  const { rows } = await db.query<{ status: string }>(
    `SELECT DISTINCT status::text FROM leads WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  expect(rows).toEqual([{ status: 'CONTACTED' }]);
});
