// Document preview in the browser (docs/decisions/0029-document-preview.md, 0039-hostile-pdfs.md):
// a PDF's safe copy opens in Chromium's own viewer inside the lead (the viewer really starts: its
// frame appears in the sandboxed document), a photo shows as an image, the download stays, the
// original sits behind a warning, and a copy that cannot be made is a sentence; on a laptop and a phone.
import { mkdirSync } from 'node:fs';
import { pdfBytes, pngBytes } from '../fixtures/files';
import { expect, test } from './fixtures';
import { expectAccessible } from './expect-accessible';
import { createAdvisor, signIn } from './inbox-helpers';
import { insertFile, insertLead } from './inbox-seed';
import { screenshotForPeople } from './screenshot-for-people';

// 401 before signing in; 415 for the copy that cannot be made, which the page words as a sentence.
test.use({ allowedConsoleErrors: [/status of (401|415)/] });

const SHOTS = '/tmp/inbox-data-shots';
const PDF_VIEWER = /^chrome-extension:\/\/mhjfbmdgcfjbbpaeojofohoefgiehjai\//;

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a PDF and a photo previewed in the lead at ${viewport.width} px`, async ({ page, db }) => {
    // Each safe copy is a PDFium rendering in a worker: seconds each on a busy machine.
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(viewport);
    const email = `advisor.preview.${viewport.width}.${Date.now()}@example.test`;
    await createAdvisor(email);
    const name = `Inés Vista${Date.now()}`;
    const id = await insertLead(db, { name });
    await insertFile(db, id, { name: 'jaaropgaaf 2024.pdf', mimeType: 'application/pdf', content: pdfBytes() });
    await insertFile(db, id, { name: 'foto pasaporte.png', mimeType: 'image/png', content: pngBytes() });
    await insertFile(db, id, {
      name: 'roto.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\n%%EOF\n'),
    });
    await insertFile(db, id, {
      name: 'facturas.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: Buffer.from('PK\u0003\u0004'),
    });

    await signIn(page, email, `/inbox/leads/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const files = page.locator('.inbox-files li');
    // Spreadsheets: download only.
    await expect(files.filter({ hasText: 'facturas.xlsx' }).getByRole('button', { name: 'Vista previa' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('link', { name: 'Descargar' })).toHaveCount(4);

    await files.filter({ hasText: 'jaaropgaaf 2024.pdf' }).getByRole('button', { name: 'Vista previa' }).click();
    const frame = page.getByTitle('Vista previa de jaaropgaaf 2024.pdf');
    await expect(frame).toBeVisible();
    await expect
      .poll(() => page.frames().some((candidate) => PDF_VIEWER.test(candidate.url())), { timeout: 10_000 })
      .toBe(true);
    expect(page.frames().some((candidate) => candidate.url().startsWith('chrome-error:'))).toBe(false);

    await files.filter({ hasText: 'foto pasaporte' }).getByRole('button', { name: 'Vista previa' }).click();
    const image = page.getByRole('img', { name: 'Vista previa de foto pasaporte.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);

    const broken = files.filter({ hasText: 'roto.pdf' });
    await broken.getByRole('button', { name: 'Vista previa' }).click();
    await expect(broken.getByRole('alert')).toHaveText(
      'No se ha podido hacer una copia segura de este documento. Si lo necesitas, descarga el original con cuidado.',
    );
    await broken.getByText('Original', { exact: true }).click();
    await expect(broken.getByText(/El original puede contener elementos activos/)).toBeVisible();
    await expect(broken.getByRole('link', { name: 'Descargar el original' })).toHaveAttribute(
      'href',
      /\/files\/[^/]+\/original$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.waitForTimeout(2000);
    await screenshotForPeople(page, { path: `${SHOTS}/preview-es-${viewport.width}.png`, fullPage: true });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Hide preview' }).first()).toBeVisible();
    await expect(broken.getByRole('alert')).toHaveText(
      'A safe copy of this document could not be made. If you need it, download the original with care.',
    );
    await expect.poll(() => page.frames().some((candidate) => PDF_VIEWER.test(candidate.url()))).toBe(true);
    // The viewer paints a moment after its frame exists, and only once in view.
    await page.getByTitle('Preview of jaaropgaaf 2024.pdf').scrollIntoViewIfNeeded();
    await screenshotForPeople(page, {
      path: `${SHOTS}/preview-en-${viewport.width}.png`,
      fullPage: true,
      settleMs: 2000,
    });

    const audit = await db.query(`SELECT action::text FROM audit_log WHERE lead_id = $1`, [id]);
    expect(audit.rows.map((row: { action: string }) => row.action)).toContain('VIEW');
  });
}
