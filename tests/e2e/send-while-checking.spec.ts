// Send tapped while a chosen document is still being checked (web/src/features/service-forms/
// file-picker.tsx checks each chosen file in the browser, with code it loads on first use): the
// form waits for the check, its button saying so in her language, and sends the request with
// the file; a file the check refuses is named by its field and nothing is sent until she has
// chosen again. On a throttled phone (CPU 4× slower, a slow network, as DevTools emulates them)
// and a laptop, in both languages. The checks' code is held until Send has been tapped, so the
// tap surely comes first, as it can on a slow phone.
import type { Page } from '@playwright/test';
import { SUBMIT_PATH } from '../../common/api/submission';
import { PAGES } from '../../common/routes';
import { pdfBytes } from '../fixtures/files';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { expect, test } from './fixtures';
import { fill, ready } from './form-helpers';
import { screenshotForPeople } from './screenshot-for-people';
import { hold, throttle } from './slow-phone';

// Its uploads meet no other test's in the per-address limits (fixtures.ts).
test.use({ ownAddress: true });

const SIZES = [
  { name: 'phone', tag: ' @phone', viewport: { width: 390, height: 844 }, throttled: true },
  { name: 'laptop', tag: '', viewport: { width: 1366, height: 900 }, throttled: false },
] as const;

const JAAROPGAAF = { name: 'jaaropgaaf-2024.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Jaaropgaaf 2024') };

const TEXTS = {
  es: {
    send: 'Enviar solicitud',
    checking: 'Comprobando tu archivo...',
    sent: '¡Solicitud enviada!',
    notReal: '«jaaropgaaf-falso.pdf»: este archivo no es un PDF real. Elige el documento original.',
    notLoaded:
      'No hemos podido comprobar «jaaropgaaf-2024.pdf»: se ha cortado la conexión. Recarga la página y vuelve a elegirlo, o envía la solicitud y añádelo después desde tu página.',
  },
  en: {
    send: 'Send request',
    checking: 'Checking your file...',
    sent: 'Request sent!',
    notReal: '“jaaropgaaf-falso.pdf”: this file is not a real PDF. Please choose the original document.',
    notLoaded:
      'We could not check “jaaropgaaf-2024.pdf”: the connection dropped. Reload the page and choose it again, or send the request and add it later from your page.',
  },
} as const;

/** The file checks' code, held until released. */
const holdChecks = (page: Page) => hold(page, '**/assets/check-chosen-file-*.js');

type Db = { query: (sql: string, values: unknown[]) => Promise<{ rows: unknown[] }> };

/** The tax form filled in with her answers (a document asked for), on a throttled phone or a laptop; the checks' code held. */
async function startTaxForm(page: Page, db: Db, size: (typeof SIZES)[number], lang: 'es' | 'en', what: string) {
  if (size.throttled) await throttle(page);
  const checks = await holdChecks(page);
  await ready(page, PAGES.taxReturnForm[lang]);
  const email = `${what}.${lang}.${size.name}.${Date.now()}@example.com`;
  await fill(page, { ...VALID_FORM_DATA.taxReturn, hipoteca: 'no', email });
  return {
    checks,
    send: page.locator('.sf-form button[type="submit"]'),
    files: async () =>
      (
        await db.query(
          'SELECT f.field, f.original_name FROM lead_files f JOIN leads l ON l.id = f.lead_id WHERE l.email = $1',
          [email],
        )
      ).rows,
    leads: async () => (await db.query('SELECT id FROM leads WHERE email = $1', [email])).rows.length,
  };
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    for (const lang of ['es', 'en'] as const) {
      const t = TEXTS[lang];

      test(`${lang}: Send tapped while the chosen file is checked waits for the check and sends the file${size.tag}`, async ({
        page,
        db,
      }, testInfo) => {
        test.setTimeout(120_000);
        const { checks, send, files, leads } = await startTaxForm(page, db, size, lang, 'checking');
        await page.locator('#field-incomeStatement').setInputFiles(JAAROPGAAF);
        await send.click();
        // The check has not run: the form says it is checking, and nothing has been sent.
        await expect.poll(checks.count, { timeout: 30_000 }).toBeGreaterThan(0);
        await expect(send).toHaveText(t.checking);
        await expect(send).toBeDisabled();
        await screenshotForPeople(page, { path: testInfo.outputPath(`checking-${size.name}-${lang}.png`) });
        expect(await leads()).toBe(0);

        await checks.release();
        await expect(page.getByRole('heading', { name: t.sent })).toBeVisible({ timeout: 60_000 });
        expect(await files()).toEqual([{ field: 'incomeStatement', original_name: 'jaaropgaaf-2024.pdf' }]);
        // The confirmation counts it as received, not as still needed.
        await expect(page.getByTestId('documents-received')).toContainText('jaaropgaaf-2024.pdf');
      });

      test(`${lang}: a file the pending check refuses is named and nothing is sent until she chooses again${size.tag}`, async ({
        page,
        db,
      }, testInfo) => {
        test.setTimeout(120_000);
        const posts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().endsWith(SUBMIT_PATH)) posts.push(request.url());
        });
        const { checks, send, files, leads } = await startTaxForm(page, db, size, lang, 'refused');
        const field = page.locator('#field-incomeStatement');
        await field.setInputFiles({
          name: 'jaaropgaaf-falso.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('Esto no es un PDF, solo texto con la extensión cambiada.'),
        });
        await send.click();
        await expect.poll(checks.count, { timeout: 30_000 }).toBeGreaterThan(0);
        await expect(send).toHaveText(t.checking);
        await checks.release();

        // Her file's message by its field, the focus there, the button hers again, nothing sent.
        await expect(page.locator('#field-incomeStatement-error')).toHaveText(t.notReal, { timeout: 30_000 });
        await expect(field).toBeFocused();
        await expect(send).toHaveText(t.send);
        await expect(send).toBeEnabled();
        // After the page's smooth scroll to the focused field.
        await screenshotForPeople(page, {
          path: testInfo.outputPath(`refused-${size.name}-${lang}.png`),
          settleMs: 1500,
        });
        expect(posts).toEqual([]);
        expect(await leads()).toBe(0);

        // She chooses the real document and sends: stored with it.
        await field.setInputFiles(JAAROPGAAF);
        await send.click();
        await expect(page.getByRole('heading', { name: t.sent })).toBeVisible({ timeout: 60_000 });
        expect(await files()).toEqual([{ field: 'incomeStatement', original_name: 'jaaropgaaf-2024.pdf' }]);
      });
    }
  });
}

// The checks' code lost on the way (the connection dropped): the file is not taken unchecked and
// not dropped without a word. The browser keeps a module that failed to load as failed for the
// page's life, so the message asks for a reload; after it, the file chosen again is checked and sent.
test.describe("the checks' code lost", () => {
  // The browser reports the aborted script as a console error.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    test(`${lang}: a file whose check could not load is named, and taken after a reload`, async ({
      page,
      db,
    }, testInfo) => {
      test.setTimeout(120_000);
      const { checks, send, files } = await startTaxForm(page, db, SIZES[1], lang, 'not-loaded');
      await checks.release();
      const lost = '**/assets/check-chosen-file-*.js';
      await page.route(lost, (route) => route.abort('internetdisconnected'));
      const field = page.locator('#field-incomeStatement');
      // A chosen file is listed with its button to remove it.
      const listed = page.getByRole('button', { name: /jaaropgaaf-2024\.pdf/ });
      await field.setInputFiles(JAAROPGAAF);
      await expect(page.locator('#field-incomeStatement-error')).toHaveText(t.notLoaded, { timeout: 30_000 });
      await expect(listed).toHaveCount(0);
      await page.locator('#field-incomeStatement-error').scrollIntoViewIfNeeded();
      await screenshotForPeople(page, { path: testInfo.outputPath(`not-loaded-${lang}.png`) });

      const email = await page.locator('form [name="email"]').inputValue();
      await page.unroute(lost);
      await ready(page, PAGES.taxReturnForm[lang]);
      // What a reload does not keep (docs/decisions/0023-one-form-house.md), filled in again.
      await fill(page, { ...VALID_FORM_DATA.taxReturn, hipoteca: 'no', email });
      await field.setInputFiles(JAAROPGAAF);
      await expect(listed).toBeVisible({ timeout: 30_000 });
      await send.click();
      await expect(page.getByRole('heading', { name: t.sent })).toBeVisible({ timeout: 60_000 });
      expect(await files()).toEqual([{ field: 'incomeStatement', original_name: 'jaaropgaaf-2024.pdf' }]);
    });
  }
});
