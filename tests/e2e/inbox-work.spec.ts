// The inbox for a day's work on a phone (390×844) and a laptop (1366×900), docs/decisions/0028:
// a one-line header, the views at the bottom of a phone, status tabs that say they scroll, the
// filters in a sheet, rows that help decide (the site's service name, phone, first words, age,
// delivery only when it failed), the list and the open lead side by side on a laptop, the
// keyboard (skip link, j/k, Enter, status digits, n, ?) and bulk actions with their audit rows.
// Screenshots of each view at both sizes in both languages go to /tmp/inbox-ui-shots/.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import type { FormKey } from '../../common/forms/registry';
import { expect, test } from './fixtures';
import { expectAccessible } from './expect-accessible';
import { createAdvisor, signIn } from './inbox-helpers';
import { overflowingElements } from './overflow';
import { screenshotForPeople } from './screenshot-for-people';

// The session check before signing in answers 401, which the browser logs as an error.
test.use({ allowedConsoleErrors: [/status of 401/] });
// Each test walks a whole screen with axe and screenshots in two languages: three times the usual time.
test.slow();

const SHOTS = '/tmp/inbox-ui-shots';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

type Seed = { name: string; formKey?: FormKey; message?: string; minutesAgo?: number; notification?: string };

/** Leads as the intake stores them, written straight to the database: these tests are about the inbox. */
async function seedLeads(db: pg.Client, seeds: Seed[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, seed] of seeds.entries()) {
    const formKey = seed.formKey ?? 'contact';
    const id = randomUUID();
    const telefono = `+31 6 5${String(index).padStart(3, '0')}${unique().slice(-4)}`;
    const text = seed.message ?? 'Hola, llego a Róterdam en septiembre y necesito ayuda con el alta.';
    // Without the BSN, which the intake stores encrypted with the server's key.
    const { bsn: _bsn, ...answers } = VALID_FORM_DATA[formKey] as Record<string, unknown>;
    const data = {
      ...answers,
      nombreCompleto: seed.name,
      telefono,
      ...(formKey === 'contact' || formKey === 'housingSearch' ? { mensaje: text } : { comentarios: text }),
    };
    await db.query(
      `INSERT INTO leads (id, form_type, data, email, language, notification_state, confirmation_state, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'es', $5::"DeliveryState", 'SENT', now() - make_interval(mins => $6::int), now())`,
      [
        id,
        formKey,
        data,
        `lead.${unique()}@example.com`,
        seed.notification ?? 'SENT',
        seed.minutesAgo ?? 60 * (index + 1),
      ],
    );
    ids.push(id);
  }
  return ids;
}

/**
 * The screen at its current size in Spanish and English; nothing wider than the screen. A
 * dialog is opened by `open` in each language (the language switch is behind it) and closed.
 */
async function shoot(page: Page, name: string, open?: () => Promise<void>) {
  const size = page.viewportSize()!.width <= 400 ? 390 : 1366;
  for (const lang of ['es', 'en'] as const) {
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await open?.();
    const overflowing = await overflowingElements(page);
    expect(overflowing, `${name} ${size} ${lang}`).toEqual([]);
    await screenshotForPeople(page, { path: `${SHOTS}/${name}-${size}-${lang}.png` });
    if (open) await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

/** One line: no taller than its tallest control plus padding, in both languages. */
async function expectOneLineHeader(page: Page) {
  const height = (await page.locator('.inbox-header').boundingBox())!.height;
  expect(height).toBeLessThanOrEqual(56);
}

test('on a phone: one-line header, views at the bottom, tabs that say they scroll, filters in a sheet, rows that help decide', async ({
  page,
  db,
}) => {
  await page.setViewportSize(PHONE);
  const email = `advisor.phone.ui.${unique()}@example.test`;
  await createAdvisor(email);
  const tag = `Movil${unique()}`;
  await seedLeads(db, [
    {
      name: `Ana ${tag}`,
      formKey: 'health',
      minutesAgo: 120,
      message: 'Necesito el seguro básico para mí y mis hijos.',
    },
    { name: `Bruno ${tag}`, notification: 'FAILED', minutesAgo: 3 * 24 * 60 },
  ]);
  await signIn(page, email, `/inbox?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bandeja de solicitudes' })).toBeVisible();

  // The header: one line, the title once (the page's own heading), not twice.
  await expectOneLineHeader(page);
  await expect(page.locator('.inbox-header')).not.toContainText('Bandeja de solicitudes');

  // The views sit at the bottom of the screen, Today first; the export is at the foot of the list, not the first button.
  const nav = (await page.getByRole('navigation', { name: 'Vistas de la bandeja' }).boundingBox())!;
  expect(nav.y + nav.height).toBeCloseTo(PHONE.height, 0);
  await expect(page.locator('.inbox-nav__link').first()).toHaveText('Hoy');
  const firstRow = (await page.locator('.inbox-row').first().boundingBox())!;
  const exportMenu = (await page.locator('.inbox-export').boundingBox())!;
  expect(exportMenu.y).toBeGreaterThan(firstRow.y);

  // Rows: the site's service name, phone, first words, age; the delivery chip only when it failed.
  const ana = page.locator('.inbox-row', { hasText: `Ana ${tag}` });
  await expect(ana).toContainText('Seguro médico y Zorgtoeslag');
  await expect(ana).toContainText(/\+31 6 5000/);
  await expect(ana).toContainText('Necesito el seguro básico para mí y mis hijos.');
  await expect(ana.locator('time')).toHaveText(/hace 2 h/);
  await expect(ana).not.toContainText('Aviso');
  await expect(page.locator('.inbox-row', { hasText: `Bruno ${tag}` })).toContainText('Aviso fallido');

  // The status tabs scroll sideways, and the edge says so until the end is reached.
  const tabs = page.getByRole('navigation', { name: 'Filtrar por estado' });
  await expect(tabs).toHaveAttribute('data-more-end', 'true');
  await expect(tabs).not.toHaveAttribute('data-more-start');
  await tabs.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(tabs).toHaveAttribute('data-more-start', 'true');
  await expect(tabs).not.toHaveAttribute('data-more-end');
  await tabs.evaluate((element) => element.scrollTo({ left: 0 }));
  await expectAccessible(page);
  await shoot(page, 'list');

  // The filters in a sheet: a modal dialog from the bottom, its fields clear of its edges.
  await page.getByRole('button', { name: 'Filtros' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  await expect(sheet).toBeVisible();
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.y + sheetBox.height).toBeCloseTo(PHONE.height, 0);
  for (const field of await sheet.locator('select, input').all()) {
    const box = (await field.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(sheetBox.x + 12);
    expect(box.x + box.width).toBeLessThanOrEqual(sheetBox.x + sheetBox.width - 12);
  }
  await sheet.getByLabel('Servicio').selectOption({ label: 'Seguro médico y Zorgtoeslag' });
  await expect(page).toHaveURL(/formType=health/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await shoot(page, 'filters', () => page.locator('.inbox-filters__open').click());
  await page.locator('.inbox-filters__open').click();
  await sheet.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await expect(page.locator('.inbox-row')).toHaveCount(1);

  // A lead alone on a phone, its name focused; the account's actions behind the menu, still one line.
  await ana.getByRole('link').click();
  const heading = page.getByRole('heading', { level: 1, name: `Ana ${tag}` });
  await expect(heading).toBeFocused();
  await expect(page.locator('.inbox-rows--list')).toHaveCount(0);
  await expectOneLineHeader(page);
  await shoot(page, 'lead');
  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
  await expectAccessible(page);
  await screenshotForPeople(page, { path: `${SHOTS}/menu-390-es.png` });
  await page.getByRole('button', { name: 'English' }).click();
  await expectOneLineHeader(page);
});

test('on a laptop: the list and the open lead side by side, and the keyboard', async ({ page, db }) => {
  await page.setViewportSize(LAPTOP);
  const email = `advisor.laptop.ui.${unique()}@example.test`;
  await createAdvisor(email);
  const tag = `Teclado${unique()}`;
  const [newest, second] = await seedLeads(db, [
    { name: `Carla ${tag}`, formKey: 'taxReturn', minutesAgo: 30 },
    { name: `Diego ${tag}`, formKey: 'carImport', minutesAgo: 90 },
    { name: `Elena ${tag}`, formKey: 'zzp', minutesAgo: 200 },
  ]);
  await signIn(page, email, `/inbox?q=${tag}`);
  await expect(page.locator('.inbox-row')).toHaveCount(3);
  await expectOneLineHeader(page);
  await expect(page.getByText('Pulsa ? para ver los atajos de teclado')).toBeVisible();

  // The skip link: one Tab and Enter reach the first request.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir a la lista de solicitudes' })).toBeFocused();
  await page.keyboard.press('Enter');
  const links = page.locator('.inbox-row__link');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await expect(links.nth(1)).toBeFocused();
  // x selects the row with focus (and again unselects it); / goes to the search box.
  const diegoBox = page.getByRole('checkbox', { name: `Seleccionar a Diego ${tag}` });
  await page.keyboard.press('x');
  await expect(diegoBox).toBeChecked();
  await page.keyboard.press('x');
  await expect(diegoBox).not.toBeChecked();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await links.nth(1).focus();

  // Enter opens it beside the list; the address names it; focus on its name.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/inbox/leads/${second}\\?q=${tag}$`));
  const heading = page.getByRole('heading', { level: 1, name: `Diego ${tag}` });
  await expect(heading).toBeFocused();
  const list = (await page.locator('.inbox-split > .inbox-list').boundingBox())!;
  const detail = (await page.locator('.inbox-split > .inbox-detail').boundingBox())!;
  expect(list.x + list.width).toBeLessThanOrEqual(detail.x);
  expect(detail.width).toBeGreaterThan(600);
  await expect(page.locator('.inbox-row', { hasText: `Diego ${tag}` }).getByRole('link')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('.inbox-detail__head')).toContainText('Importación de vehículo');

  // 2 marks it contacted; the row beside it says so at once.
  await page.keyboard.press('2');
  await expect(page.locator('.inbox-history')).toContainText('Nueva → Contactada');
  await expect(page.locator('.inbox-row', { hasText: `Diego ${tag}` })).toContainText('Contactada');
  const { rows } = await db.query<{ status: string }>('SELECT status::text FROM leads WHERE id = $1', [second]);
  expect(rows).toEqual([{ status: 'CONTACTED' }]);

  // n goes to the note; letters typed there are text, not shortcuts.
  await page.keyboard.press('n');
  const note = page.getByPlaceholder('Escribe una nota para el equipo');
  await expect(note).toBeFocused();
  await page.keyboard.type('jk llamar el lunes');
  await expect(note).toHaveValue('jk llamar el lunes');
  await expect(note).toBeFocused();
  await expectAccessible(page);
  await shoot(page, 'side-by-side');

  // ? lists the shortcuts in the advisor's language.
  await heading.focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Siguiente / anterior solicitud de la lista');
  await expect(help).toContainText('Marcar la solicitud abierta como «Ganada»');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await shoot(page, 'shortcuts', () => page.keyboard.press('?'));
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(
    'Write a note on the open request',
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Español' }).click();

  // Back closes the lead and leaves the same list.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/inbox\\?q=${tag}$`));
  await expect(page.locator('.inbox-detail')).toHaveCount(0);
  await expect(page.locator('.inbox-row')).toHaveCount(3);
  expect(newest).toBeTruthy();

  // The same lead's address alone on a phone: the lead only.
  await page.setViewportSize(PHONE);
  await page.goto(`/inbox/leads/${second}`);
  await expect(page.getByRole('heading', { level: 1, name: `Diego ${tag}` })).toBeVisible();
  await expect(page.locator('.inbox-rows--list')).toHaveCount(0);
});

test('bulk actions: select, change the status of several, delete them after one confirmation naming the count', async ({
  page,
  db,
}) => {
  await page.setViewportSize(LAPTOP);
  const email = `advisor.bulk.ui.${unique()}@example.test`;
  await createAdvisor(email);
  const tag = `Lote${unique()}`;
  const ids = await seedLeads(
    db,
    ['Flor', 'Gael', 'Hugo', 'Inés'].map((name) => ({ name: `${name} ${tag}` })),
  );
  await signIn(page, email, `/inbox?q=${tag}`);
  await expect(page.locator('.inbox-row')).toHaveCount(4);

  for (const name of ['Flor', 'Gael', 'Hugo'])
    await page.getByRole('checkbox', { name: `Seleccionar a ${name} ${tag}` }).check();
  const bar = page.getByRole('region', { name: 'Acciones con la selección' });
  await expect(bar).toContainText('3 seleccionadas');
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await shoot(page, 'bulk');
  await page.setViewportSize(LAPTOP);
  await shoot(page, 'bulk');
  await bar.getByLabel('Cambiar estado…').selectOption('WON');
  await expect(page.getByText('Hecho: 3 solicitudes.')).toBeVisible();
  await expect(bar).toBeHidden();
  const statuses = await db.query<{ status: string }>(
    'SELECT status::text FROM leads WHERE id = ANY($1) ORDER BY created_at DESC',
    [ids],
  );
  expect(statuses.rows.map((row) => row.status)).toEqual(['WON', 'WON', 'WON', 'NEW']);
  const changed = await db.query('SELECT lead_id, actor FROM audit_log WHERE action = $1 AND lead_id = ANY($2)', [
    'CHANGE_STATUS',
    ids,
  ]);
  expect(changed.rows).toHaveLength(3);
  expect(new Set(changed.rows.map((row: { actor: string }) => row.actor))).toEqual(new Set([email]));

  // Everything on the page, then one confirmation naming the count.
  await page.getByRole('checkbox', { name: 'Seleccionar toda la página' }).check();
  await expect(bar).toContainText('4 seleccionadas');
  await bar.getByRole('button', { name: 'Borrar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Borrar 4 solicitudes?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await screenshotForPeople(page, { path: `${SHOTS}/bulk-delete-1366-es.png` });
  await confirm.getByRole('button', { name: 'Sí, borrar 4' }).click();
  await expect(page.getByText('Hecho: 4 solicitudes.')).toBeVisible();
  await expect(page.locator('.inbox-row')).toHaveCount(0);
  const left = await db.query('SELECT id FROM leads WHERE id = ANY($1)', [ids]);
  expect(left.rows).toEqual([]);
  const erased = await db.query('SELECT lead_id FROM audit_log WHERE action = $1 AND lead_id = ANY($2)', [
    'DELETE',
    ids,
  ]);
  expect(erased.rows).toHaveLength(4);
});
