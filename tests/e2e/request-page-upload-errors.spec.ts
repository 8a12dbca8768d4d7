// What her request page answers when a document cannot be taken, in a real browser without
// script (the page's plain form post; docs/decisions/0067-waits-for-checks-and-answers.md): a
// file over 10 MB is named on her page in her language, as the forms name it, at 390 and 1366 px;
// nothing is stored and the page still offers the paper.
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
  },
  en: {
    balances: 'Your bank balances on 1 January',
    send: 'Send documents',
    tooLarge: '“saldos-escaneados.pdf” is larger than 10 MB, the limit per file.',
  },
} as const;

// The browser reports the refusal's status as a console error.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 413/] });

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
