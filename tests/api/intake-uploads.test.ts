// Documents of the tax and ZZP forms (docs/product.md#forms): a real PDF or image is stored with
// its lead; anything whose name or bytes are not of an allowed type, or that is too large,
// is refused with its status and nothing at all is stored.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { MAX_FILE_BYTES } from '../../common/forms/uploads';
import { exeBytes, pdfBytes, pngBytes } from '../fixtures/files';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

type Upload = { field: string; name: string; content: Buffer };

function submitWithFiles(formType: string, formData: object, files: Upload[]) {
  const call = request(testApp.app)
    .post(SUBMIT_PATH)
    .field('formType', formType)
    .field('formData', JSON.stringify(formData))
    .field('language', 'es');
  for (const file of files) call.attach(file.field, file.content, file.name);
  return call;
}

const counts = async () => ({
  leads: await testApp.services.prisma.lead.count(),
  files: await testApp.services.prisma.leadFile.count(),
});

test('a PDF and a PNG are stored with their lead: name, detected type, size and SHA-256', async () => {
  const pdf = pdfBytes();
  const png = pngBytes();
  const response = await submitWithFiles('Declaración de Impuestos', VALID_FORM_DATA.taxReturn, [
    { field: 'incomeStatement', name: 'jaaropgaaf 2024.pdf', content: pdf },
    { field: 'mortgageStatement', name: '../../hipoteca.PNG', content: png },
  ]);
  expect(response.status).toBe(200);
  const files = await testApp.services.prisma.leadFile.findMany({
    where: { leadId: response.body.id },
    orderBy: { field: 'asc' },
  });
  expect(
    files.map(({ field, originalName, mimeType, size, sha256 }) => ({ field, originalName, mimeType, size, sha256 })),
  ).toEqual([
    {
      field: 'incomeStatement',
      originalName: 'jaaropgaaf 2024.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    },
    {
      field: 'mortgageStatement',
      originalName: 'hipoteca.PNG',
      mimeType: 'image/png',
      size: png.length,
      sha256: createHash('sha256').update(png).digest('hex'),
    },
  ]);
  expect(Buffer.from(files[0]!.content)).toEqual(pdf);
});

test('ZZP invoices: several documents under one field', async () => {
  const response = await submitWithFiles('Autónomos ZZP', VALID_FORM_DATA.zzp, [
    { field: 'invoices', name: 'factura-1.pdf', content: pdfBytes('Factuur 1') },
    { field: 'invoices', name: 'factura-2.pdf', content: pdfBytes('Factuur 2') },
  ]);
  expect(response.status).toBe(200);
  expect(await testApp.services.prisma.leadFile.count({ where: { leadId: response.body.id } })).toBe(2);
});

test.each([
  ['a renamed executable', { field: 'incomeStatement', name: 'jaaropgaaf.pdf', content: exeBytes() }, 415],
  [
    'an executable with a double extension',
    { field: 'incomeStatement', name: 'jaaropgaaf.pdf.exe', content: exeBytes() },
    415,
  ],
  ['a text file', { field: 'incomeStatement', name: 'notas.txt', content: Buffer.from('hola') }, 415],
  ['a PNG named .pdf', { field: 'incomeStatement', name: 'jaaropgaaf.pdf', content: pngBytes() }, 415],
  ['a spreadsheet on the tax form', { field: 'incomeStatement', name: 'cuentas.xlsx', content: pdfBytes() }, 415],
  [
    'a file over the size limit',
    {
      field: 'incomeStatement',
      name: 'grande.pdf',
      content: Buffer.concat([pdfBytes(), Buffer.alloc(MAX_FILE_BYTES)]),
    },
    413,
  ],
  [
    'a file under a field the form does not have',
    { field: 'passport', name: 'pasaporte.pdf', content: pdfBytes() },
    400,
  ],
] as const)('%s is refused (%i) and nothing is stored', async (_name, file, status) => {
  const before = await counts();
  const response = await submitWithFiles('Declaración de Impuestos', VALID_FORM_DATA.taxReturn, [
    { field: 'mortgageStatement', name: 'hipoteca.pdf', content: pdfBytes() },
    file,
  ]);
  expect(response.status).toBe(status);
  expect(response.body.success).toBe(false);
  expect(response.body.error).toEqual(expect.any(String));
  expect(await counts()).toEqual(before);
});

test('too many invoices are refused and nothing is stored', async () => {
  const before = await counts();
  const invoices = Array.from({ length: 6 }, (_, index) => ({
    field: 'invoices',
    name: `f${index}.pdf`,
    content: pdfBytes(),
  }));
  const response = await submitWithFiles('Autónomos ZZP', VALID_FORM_DATA.zzp, invoices);
  expect(response.status).toBe(400);
  expect(response.body.error).toBe('Has adjuntado demasiados archivos.');
  expect(await counts()).toEqual(before);
});

test('a document for a question answered "no" is not kept', async () => {
  const response = await submitWithFiles('Declaración de Impuestos', { ...VALID_FORM_DATA.taxReturn, hipoteca: 'no' }, [
    { field: 'mortgageStatement', name: 'hipoteca.pdf', content: pdfBytes() },
  ]);
  expect(response.status).toBe(200);
  expect(await testApp.services.prisma.leadFile.count({ where: { leadId: response.body.id } })).toBe(0);
});
