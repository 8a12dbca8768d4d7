// Document preview and download (docs/decisions/0029-document-preview.md, 0039-hostile-pdfs.md):
// a PDF or photo is shown and downloaded as its safe copy (PDF pages redrawn as pictures, photos
// re-encoded) with a sandboxing CSP and nosniff; the original only when asked for as such. pdf.js,
// Firefox's reader, is the judge that a served copy holds nothing that acts.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { contentProblem } from '../../server/leads/check-file-content';
import { compressedPdf } from '../fixtures/active-documents';
import { pdfBytes, pngBytes } from '../fixtures/files';
import { HOSTILE_PDFS } from '../fixtures/hostile-pdfs';
import { whatReaderFinds } from '../setup/pdf-oracle';
import { seedLead, type SeedLead } from '../setup/seed-lead';
import { withInboxApp } from '../setup/inbox-app';

const inbox = withInboxApp(undefined, 'preview@example.test');

const PDF = 'application/pdf';

async function previewOf(file: NonNullable<SeedLead['file']>) {
  const { id, fileId } = await seedLead(inbox.testApp.services.prisma, { file });
  return { id, fileId: fileId!, response: await inbox.advisor.get(`/leads/${id}/files/${fileId}/preview`) };
}

const bytesOf = (response: request.Response) => Buffer.from(response.body as Buffer);
/** A download's bytes whatever its type (supertest parses only the types it knows). */
const downloaded = (test: request.Test) =>
  test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
const pagesOf = async (pdf: Buffer) =>
  (await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise).numPages;
const NOTHING = { scripts: [], openAction: {}, attachments: [], links: [] };

const expectSandboxed = (response: request.Response) => {
  const csp = response.headers['content-security-policy'] as string;
  expect(csp.split(';').map((part) => part.trim())).toContain('sandbox');
  expect(csp).not.toMatch(/allow-scripts|allow-same-origin/);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-disposition']).toBe('inline');
};

describe('a preview', () => {
  test('of a PDF: its rebuilt copy, as a PDF of as many pages, inline, sandboxed; the view is audited', async () => {
    const original = await PDFDocument.create();
    for (const text of ['Jaaropgaaf 2024', 'Pagina 2']) original.addPage([595, 842]).drawText(text);
    const pdf = Buffer.from(await original.save());
    const { id, response } = await previewOf({ name: 'jaaropgaaf.pdf', mimeType: PDF, content: pdf });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(PDF);
    expectSandboxed(response);
    const copy = bytesOf(response);
    expect(copy.equals(pdf)).toBe(false);
    expect(await pagesOf(copy)).toBe(2);
    const page = await PDFDocument.load(copy);
    expect(page.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    expect(await contentProblem(PDF, copy)).toBeUndefined();
    const audit = await inbox.testApp.services.prisma.auditEntry.findMany({ where: { leadId: id } });
    expect(audit.map((entry) => entry.action)).toEqual(['VIEW']);
  });

  test.each(HOSTILE_PDFS.map((pdf) => [pdf.name, pdf] as const))(
    'of a hostile PDF stored before the checks knew it (%s): a copy in which pdf.js finds nothing that acts',
    async (_name, pdf) => {
      const { response } = await previewOf({ name: 'factura.pdf', mimeType: PDF, content: pdf.content });
      expect(response.status).toBe(200);
      const copy = bytesOf(response);
      expect(copy.includes('attacker.example')).toBe(false);
      expect(await whatReaderFinds(copy)).toEqual(NOTHING);
      if (pdf.readerSees) expect(await whatReaderFinds(pdf.content)).not.toEqual(NOTHING);
    },
  );

  test('of a PDF whose script sits in an object stream: the copy has no script', async () => {
    const pdf = compressedPdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' });
    const { response } = await previewOf({ name: 'factura.pdf', mimeType: PDF, content: pdf });
    expect(response.status).toBe(200);
    expect(await whatReaderFinds(pdf)).toMatchObject({ scripts: ['app.alert(1)'] });
    expect(await whatReaderFinds(bytesOf(response))).toEqual(NOTHING);
  });

  test('of a photo: re-encoded from its pixels, its type from the bytes, whatever trailed it left behind', async () => {
    const polyglot = Buffer.concat([pngBytes(), Buffer.from('<script>alert(1)</script>')]);
    const { response } = await previewOf({ name: 'foto.pdf', mimeType: PDF, content: polyglot });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expectSandboxed(response);
    expect(bytesOf(response).includes('<script>')).toBe(false);
  });

  test('of an HTML page renamed .png and stored as an image: no preview, never HTML', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>parent.alert(document.cookie)</script></body></html>');
    const { response } = await previewOf({ name: 'foto.png', mimeType: 'image/png', content: html });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 'inbox.noPreview' });
    expect(response.headers['content-type']).not.toMatch(/html|image/);
    expect(response.text).not.toContain('<script>');
  });

  test('of a spreadsheet: no preview, and its download is the original', async () => {
    const xlsx = Buffer.from('PK\u0003\u0004 not really a workbook');
    const { id, fileId, response } = await previewOf({
      name: 'facturas.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: xlsx,
    });
    expect(response.status).toBe(415);
    const download = await downloaded(inbox.advisor.get(`/leads/${id}/files/${fileId}`));
    expect(download.status).toBe(200);
    expect(bytesOf(download).equals(xlsx)).toBe(true);
  });

  test('needs a session, the same origin and the file of that lead', async () => {
    const { id, fileId } = await seedLead(inbox.testApp.services.prisma, {
      file: { name: 'a.pdf', mimeType: PDF, content: pdfBytes() },
    });
    const other = await seedLead(inbox.testApp.services.prisma);
    const path = `/inbox/api/leads/${id}/files/${fileId}/preview`;
    expect((await request(inbox.testApp.app).get(path)).status).toBe(401);
    const crossSite = await request(inbox.testApp.app)
      .get(path)
      .set('Cookie', inbox.advisor.cookie)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect((await inbox.advisor.get(`/leads/${other.id}/files/${fileId}/preview`)).status).toBe(404);
    expect((await inbox.advisor.get(`/leads/${other.id}/files/${fileId}/original`)).status).toBe(404);
  });
});

describe('the safe copy', () => {
  test('is made once, on the first ask, and kept', async () => {
    const { id, fileId } = await seedLead(inbox.testApp.services.prisma, {
      file: { name: 'a.pdf', mimeType: PDF, content: pdfBytes() },
    });
    const made = await inbox.advisor.post(`/leads/${id}/files/${fileId}/safe-copy`);
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ type: PDF });
    const kept = await inbox.testApp.services.prisma.leadFile.findUniqueOrThrow({ where: { id: fileId } });
    expect(
      Buffer.from(kept.safeCopy!).equals(bytesOf(await inbox.advisor.get(`/leads/${id}/files/${fileId}/preview`))),
    ).toBe(true);
  });

  test('is the default download; the original comes only as such, both audited', async () => {
    const pdf = pdfBytes('Factura');
    const { id, fileId } = await seedLead(inbox.testApp.services.prisma, {
      file: { name: 'factura.pdf', mimeType: PDF, content: pdf },
    });
    const copy = await downloaded(inbox.advisor.get(`/leads/${id}/files/${fileId}`));
    expect(copy.status).toBe(200);
    expect(copy.headers['content-disposition']).toMatch(/^attachment; filename="?factura\.pdf"?$/);
    expect(bytesOf(copy).equals(pdf)).toBe(false);
    expect(await pagesOf(bytesOf(copy))).toBe(1);
    const original = await downloaded(inbox.advisor.get(`/leads/${id}/files/${fileId}/original`));
    expect(original.status).toBe(200);
    expect(original.headers['content-disposition']).toContain('attachment');
    expect(original.headers['content-security-policy']).toContain('sandbox');
    expect(bytesOf(original).equals(pdf)).toBe(true);
    const audit = await inbox.testApp.services.prisma.auditEntry.findMany({ where: { leadId: id } });
    expect(audit.map((entry) => entry.action)).toEqual(['EXPORT', 'EXPORT']);
  });

  test('of a PDF longer than the limit is not made: a plain refusal the inbox words, not a 500', async () => {
    const long = await PDFDocument.create();
    for (let page = 0; page < 41; page++) long.addPage();
    const { id, fileId } = await seedLead(inbox.testApp.services.prisma, {
      file: { name: 'largo.pdf', mimeType: PDF, content: Buffer.from(await long.save()) },
    });
    const made = await inbox.advisor.post(`/leads/${id}/files/${fileId}/safe-copy`);
    expect(made.status).toBe(415);
    expect(made.body).toMatchObject({ success: false, code: 'inbox.previewTooLong' });
    expect((await inbox.advisor.get(`/leads/${id}/files/${fileId}`)).body).toMatchObject({
      code: 'inbox.previewTooLong',
    });
    expect((await inbox.advisor.get(`/leads/${id}/files/${fileId}/original`)).status).toBe(200);
  });

  test('of a PDF the engine cannot read is not made: a plain refusal', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const { id, fileId } = await seedLead(inbox.testApp.services.prisma, {
      file: { name: 'roto.pdf', mimeType: PDF, content: broken },
    });
    const made = await inbox.advisor.post(`/leads/${id}/files/${fileId}/safe-copy`);
    expect(made.status).toBe(415);
    expect(made.body).toMatchObject({ code: 'inbox.previewFailed' });
  });
});
