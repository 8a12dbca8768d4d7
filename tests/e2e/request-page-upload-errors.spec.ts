// What her request page answers when a document cannot be taken, in a real browser without
// script (the page's plain form post; docs/decisions/0067-waits-for-checks-and-answers.md): a
// file over 10 MB is named on her page in her language, as the forms name it, at 390 and 1366 px;
// an upload too slow to arrive (throttled through the DevTools protocol below the server's
// minimum rate, docs/decisions/0041-uploads-slow-clients-and-memory.md) gets her page with the
// message, not the forms' JSON. Nothing is stored and the page still offers the paper. Each test
// speaks from an address of its own (X-Forwarded-For; the test server trusts one proxy hop): an
// address holds one upload at a time, and the slow one holds it for the rate window, which the
// other browser tests' uploads from 127.0.0.1 must not meet.
import { requestPagePath } from '../../common/visitor-links';
import { MAX_FILE_BYTES } from '../../common/forms/uploads';
import { pdfOfSize } from '../fixtures/files';
import { expect, test } from './fixtures';
import { sendRequest, SIZES } from './inbox-helpers';
import { overflowingElements } from './overflow';
import { screenshotForPeople } from './screenshot-for-people';

const TEXTS = {
  es: {
    balances: 'El saldo de tus cuentas a 1 de enero',
    send: 'Enviar documentos',
    tooLarge: '«saldos-escaneados.pdf» pesa más de 10 MB, el máximo por archivo.',
    tooSlow:
      'La conexión es demasiado lenta para enviar los archivos. Prueba con otra conexión o con archivos más pequeños.',
  },
  en: {
    balances: 'Your bank balances on 1 January',
    send: 'Send documents',
    tooLarge: '“saldos-escaneados.pdf” is larger than 10 MB, the limit per file.',
    tooSlow: 'The connection is too slow to send the files. Try another connection or smaller files.',
  },
} as const;

// The browser reports the refusal's status as a console error.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of (413|408)/], ownAddress: true });

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    test(`a file over 10 MB sent from her page is named on the page, nothing stored (${size}, ${lang})`, async ({
      page,
      db,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const lead = await sendRequest(page, 'taxReturn', { hipoteca: 'no' }, lang);
      const path = requestPagePath(lang, lead.visitorToken);
      await page.goto(path);
      await page.getByLabel(t.balances).setInputFiles({
        name: 'saldos-escaneados.pdf',
        mimeType: 'application/pdf',
        buffer: pdfOfSize(MAX_FILE_BYTES + 256 * 1024),
      });
      const answer = page.waitForResponse((response) => response.url().endsWith(`${path}/documents`));
      await page.getByRole('button', { name: t.send }).click();
      expect((await answer).status()).toBe(413);
      await expect(page.getByRole('alert')).toHaveText(t.tooLarge);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Her page again: the paper is still asked for.
      await expect(page.getByLabel(t.balances)).toBeVisible();
      expect(await overflowingElements(page)).toEqual([]);
      await screenshotForPeople(page, { path: testInfo.outputPath(`too-large-${size}-${lang}.png`) });
      const { rows } = await db.query('SELECT id FROM lead_files WHERE lead_id = $1', [lead.id]);
      expect(rows).toEqual([]);
    });
  }
}

// One case: the rate window makes it the slowest test here; the English page's text is checked by
// tests/api/request-page-documents.test.ts.
test('a too-slow upload from her page gets her page with the message (phone, es)', async ({ page, db }, testInfo) => {
  test.setTimeout(120_000);
  const t = TEXTS.es;
  await page.setViewportSize(SIZES.phone);
  const lead = await sendRequest(page, 'taxReturn', { hipoteca: 'no' }, 'es');
  const path = requestPagePath('es', lead.visitorToken);
  await page.goto(path);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // 10 KB/s up: a fifth of the minimum rate.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 10 * 1024,
  });
  await page.getByLabel(t.balances).setInputFiles({
    name: 'saldos.pdf',
    mimeType: 'application/pdf',
    buffer: pdfOfSize(1024 * 1024),
  });
  const answer = page.waitForResponse((response) => response.url().endsWith(`${path}/documents`), {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: t.send }).click();
  expect((await answer).status()).toBe(408);
  await expect(page.getByRole('alert')).toHaveText(t.tooSlow);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel(t.balances)).toBeVisible();
  await screenshotForPeople(page, { path: testInfo.outputPath('too-slow-phone-es.png') });
  const { rows } = await db.query('SELECT id FROM lead_files WHERE lead_id = $1', [lead.id]);
  expect(rows).toEqual([]);
});
