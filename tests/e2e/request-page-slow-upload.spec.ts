// An upload too slow to arrive, sent from her request page without script (a plain form post):
// the browser shows her page again with the message in her language, not the forms' JSON
// (docs/decisions/0067-waits-for-checks-and-answers.md). The upload is throttled below the
// server's minimum rate (docs/decisions/0041-uploads-slow-clients-and-memory.md) through the
// DevTools protocol. Run alone (playwright.config.ts): the test server counts every browser as
// one address, which holds one upload at a time, and this one holds it for the rate window.
import { requestPagePath } from '../../common/visitor-links';
import { pdfOfSize } from '../fixtures/files';
import { expect, test } from './fixtures';
import { sendRequest, SIZES } from './inbox-helpers';
import { screenshotForPeople } from './screenshot-for-people';

const CASES = [
  {
    size: 'phone',
    lang: 'es',
    balances: 'El saldo de tus cuentas a 1 de enero',
    send: 'Enviar documentos',
    tooSlow:
      'La conexión es demasiado lenta para enviar los archivos. Prueba con otra conexión o con archivos más pequeños.',
  },
  {
    size: 'laptop',
    lang: 'en',
    balances: 'Your bank balances on 1 January',
    send: 'Send documents',
    tooSlow: 'The connection is too slow to send the files. Try another connection or smaller files.',
  },
] as const;

// The browser reports the refusal's status as a console error.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 408/] });

for (const { size, lang, ...t } of CASES)
  test(`a too-slow upload from her page gets her page with the message (${size}, ${lang})`, async ({
    page,
    db,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(SIZES[size]);
    const lead = await sendRequest(page, 'taxReturn', { hipoteca: 'no' }, lang);
    const path = requestPagePath(lang, lead.visitorToken);
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
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByLabel(t.balances)).toBeVisible();
    await screenshotForPeople(page, { path: testInfo.outputPath(`too-slow-${size}-${lang}.png`) });
    const { rows } = await db.query('SELECT id FROM lead_files WHERE lead_id = $1', [lead.id]);
    expect(rows).toEqual([]);
  });
