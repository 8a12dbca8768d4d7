// Documents sent from the visitor's request page in a real browser
// (docs/decisions/0061-documents-from-the-request-page.md), at 390 and 1366 px in both languages:
// the page's one script solves the bot check under its strict policy (a violation fails the test),
// the chosen file goes with a plain form post, the page says it arrived, lists one paper less and
// stays accessible; then the inbox counts "1 of 2 documents" in the list and on the lead, which
// shows the document under its name, and one sent without a proof marked to check until accepted.
// On a throttled phone, a document sent the moment it is chosen arrives (nothing on the page
// checks files before the post, and the post waits for the proof).
import type { Page } from '@playwright/test';
import { requestPagePath } from '../../common/visitor-links';
import { pdfBytes } from '../fixtures/files';
import { expectAccessible } from './expect-accessible';
import { expect, test } from './fixtures';
import { screenshotForPeople } from './screenshot-for-people';
import { createAdvisor, screenshots, sendRequest, signIn, SIZES } from './inbox-helpers';
import { overflowingElements } from './overflow';
import { throttle } from './slow-phone';

const TEXTS = {
  es: {
    waiting: 'Esperando algo de ti (ahora)',
    income: 'El certificado anual de ingresos (jaaropgaaf) de cada empleador',
    send: 'Enviar documentos',
    received: 'ya tenemos tus documentos',
    arrived: 'Documentos que ya tenemos',
  },
  en: {
    waiting: 'Waiting for you (now)',
    income: 'The annual income statement (jaaropgaaf) from each employer',
    send: 'Send documents',
    received: 'we have your documents',
    arrived: 'Documents we have',
  },
} as const;

/** A tax return with Dutch income and no mortgage: two papers she must send. */
const sendTaxReturn = (page: Page, language: 'es' | 'en') =>
  sendRequest(page, 'taxReturn', { hipoteca: 'no' }, language);

/** On her Spanish page, the jaaropgaaf chosen and sent at once, until the page says it arrived. */
async function sendIncomeStatement(page: Page, visitorToken: string, timeout: number) {
  await page.goto(requestPagePath('es', visitorToken));
  await page.getByLabel(TEXTS.es.income).setInputFiles({
    name: 'jaaropgaaf.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('Jaaropgaaf 2025'),
  });
  await page.getByRole('button', { name: TEXTS.es.send }).click();
  await expect(page.getByRole('status')).toContainText(TEXTS.es.received, { timeout });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    test(`she sends a document from her request page and it arrives (${size}, ${lang})`, async ({
      page,
      db,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const lead = await sendTaxReturn(page, lang);
      // The advisor has started on it: the papers still missing put the page at "waiting for you".
      await db.query(`UPDATE leads SET status = 'CONTACTED' WHERE id = $1`, [lead.id]);
      await db.query(
        `INSERT INTO lead_status_changes (id, lead_id, from_status, to_status) VALUES (gen_random_uuid(), $1, 'NEW', 'CONTACTED')`,
        [lead.id],
      );
      const path = requestPagePath(lang, lead.visitorToken);
      await page.goto(path);
      await expect(page.locator('[aria-current="step"]')).toContainText(t.waiting);
      await expect(page.locator('script')).toHaveCount(1);
      await expectAccessible(page);
      expect(await overflowingElements(page)).toEqual([]);
      await screenshotForPeople(page, {
        path: testInfo.outputPath(`request-page-${size}-${lang}.png`),
        fullPage: true,
      });

      await page.getByLabel(t.income).setInputFiles({
        name: 'jaaropgaaf.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes('Jaaropgaaf 2025'),
      });
      await page.getByRole('button', { name: t.send }).click();
      // The proof of work and its minimum wait may take a while on a busy machine.
      await expect(page.getByRole('status')).toContainText(t.received, { timeout: 30_000 });
      await expect(page).toHaveURL(`${path}?done=documentsReceived`);
      await expect(page.getByTestId('documents-arrived')).toContainText(t.income);
      await expect(page.getByLabel(t.income)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: t.arrived })).toBeVisible();
      await expectAccessible(page);
      expect(await overflowingElements(page)).toEqual([]);
      await screenshotForPeople(page, {
        path: testInfo.outputPath(`request-page-sent-${size}-${lang}.png`),
        fullPage: true,
      });

      // Stored with the proof passed: counted, not held.
      const { rows } = await db.query<{ field: string; held_reason: string | null }>(
        'SELECT field, held_reason FROM lead_files WHERE lead_id = $1',
        [lead.id],
      );
      expect(rows).toEqual([{ field: 'incomeStatement', held_reason: null }]);
    });
  }
}

test(`on a throttled phone, a document chosen and sent at once arrives with the request's proof @phone`, async ({
  page,
  db,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES.phone);
  const lead = await sendTaxReturn(page, 'es');
  await throttle(page);
  // Tapped at once: the page's script is still solving the proof, and the post waits for it.
  await sendIncomeStatement(page, lead.visitorToken, 60_000);
  const { rows } = await db.query<{ field: string; held_reason: string | null }>(
    'SELECT field, held_reason FROM lead_files WHERE lead_id = $1',
    [lead.id],
  );
  expect(rows).toEqual([{ field: 'incomeStatement', held_reason: null }]);
});

test.use({ allowedConsoleErrors: [/status of 401/], ownAddress: true });

test('the inbox counts the documents in the list and on the lead', async ({ page, db }, testInfo) => {
  test.setTimeout(120_000);
  const email = `documents.${Date.now()}@example.com`;
  await createAdvisor(email);
  const lead = await sendTaxReturn(page, 'es');
  await sendIncomeStatement(page, lead.visitorToken, 30_000);
  // The balances sent with no proof at all (as a page without script sends them): held to check.
  const held = await page.request.post(`${requestPagePath('es', lead.visitorToken)}/documents`, {
    multipart: { balances: { name: 'saldos.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Saldo 1 enero') } },
    maxRedirects: 0,
  });
  expect(held.headers().location).toMatch(/\?done=documentsHeld$/);

  const stored = await db.query<{ status: string }>('SELECT status FROM leads WHERE id = $1', [lead.id]);
  expect(stored.rows).toEqual([{ status: 'NEW' }]);
  await signIn(page, email);
  const row = page.locator(`.inbox-row[data-id="${lead.id}"]`);
  await expect(row).toContainText('1 de 2 documentos');
  await screenshots(page, testInfo.outputPath('inbox-list'));
  await row.getByRole('link').click();
  const files = page.locator('.inbox-card', { has: page.getByRole('heading', { name: /^(Documentos|Documents)$/ }) });
  await expect(files).toContainText('1 de 2 documentos');
  await expect(files).toContainText('Certificado anual de ingresos (jaaropgaaf): jaaropgaaf.pdf');
  await expect(files).toContainText('El saldo de tus cuentas a 1 de enero: saldos.pdf');
  await expect(files).toContainText('Por revisar: enviado sin el control de seguridad');
  await screenshots(page, testInfo.outputPath('inbox-lead'));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(files).toContainText('1 of 2 documents');
  await page.getByRole('button', { name: 'Español' }).click();
  // Once she has looked at it, she accepts it: it counts, and the list says so too.
  await files.getByRole('button', { name: 'Aceptar' }).click();
  await expect(files).toContainText('2 de 2 documentos');
  await expect(files.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);
  await expect(row).toContainText('2 de 2 documentos');
});
