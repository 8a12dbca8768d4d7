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
import { wholeFileContent } from '../../server/leads/lead-file-content';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

type Upload = { field: string; name: string; content: Buffer };

function submitWithFiles(formType: string, formData: object, files: Upload[], language = 'es') {
  const call = request(testApp.app)
    .post(SUBMIT_PATH)
    .field('formType', formType)
    .field('formData', JSON.stringify(formData))
    .field('language', language);
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
  expect(await wholeFileContent(testApp.services.prisma, files[0]!.id)).toEqual(pdf);
  expect(await wholeFileContent(testApp.services.prisma, files[1]!.id)).toEqual(png);
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
  // Every message is whole: no placeholder left unfilled.
  expect(JSON.stringify(response.body)).not.toContain('{{');
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

test('three income statements are stored with the lead; a fourth is refused by name, nothing stored', async () => {
  const statement = (index: number) => ({
    field: 'incomeStatement',
    name: `jaaropgaaf-${index}.pdf`,
    content: pdfBytes(`Jaaropgaaf ${index}`),
  });
  const three = await submitWithFiles('Declaración de Impuestos', VALID_FORM_DATA.taxReturn, [1, 2, 3].map(statement));
  expect(three.status).toBe(200);
  const stored = await testApp.services.prisma.leadFile.findMany({
    where: { leadId: three.body.id },
    select: { field: true, originalName: true },
    orderBy: { originalName: 'asc' },
  });
  expect(stored).toEqual(
    [1, 2, 3].map((index) => ({ field: 'incomeStatement', originalName: `jaaropgaaf-${index}.pdf` })),
  );

  const before = await counts();
  const four = await submitWithFiles(
    'Declaración de Impuestos',
    VALID_FORM_DATA.taxReturn,
    [1, 2, 3, 4].map(statement),
  );
  expect(four.status).toBe(400);
  expect(four.body.fieldErrors.incomeStatement).toEqual({
    code: 'validation.tooManyFiles',
    message: '«jaaropgaaf-4.pdf» no se ha añadido: aquí puedes adjuntar como máximo 3 archivos.',
    file: 'jaaropgaaf-4.pdf',
  });
  expect(await counts()).toEqual(before);
});

test.each([
  ['es', '«factura 2024.pdf»: este archivo no es un PDF real. Elige el documento original.'],
  ['en', '“factura 2024.pdf”: this file is not a real PDF. Please choose the original document.'],
])('a renamed executable is refused naming the file and the reason (%s)', async (language, message) => {
  const response = await submitWithFiles(
    'Declaración de Impuestos',
    VALID_FORM_DATA.taxReturn,
    [
      { field: 'incomeStatement', name: 'jaaropgaaf.pdf', content: pdfBytes() },
      { field: 'incomeStatement', name: 'factura 2024.pdf', content: exeBytes() },
    ],
    language,
  );
  expect(response.status).toBe(415);
  // `file` is the name as sent, for the browser to take it off its list.
  expect(response.body.fieldErrors).toEqual({
    incomeStatement: { code: 'validation.fileNotReal', message, file: 'factura 2024.pdf' },
  });
});

test.each([
  [
    'es',
    '«grande 2024.pdf» pesa más de 10 MB, el máximo por archivo.',
    'Uno de los archivos supera el máximo de 10 MB.',
  ],
  ['en', '“grande 2024.pdf” is larger than 10 MB, the limit per file.', 'One of the files is larger than 10 MB.'],
])(
  'a file over the per-file limit, stopped as it arrives, is refused by name under its field (%s)',
  async (language, message, error) => {
    const before = await counts();
    const response = await submitWithFiles(
      'Declaración de Impuestos',
      VALID_FORM_DATA.taxReturn,
      [
        { field: 'mortgageStatement', name: 'hipoteca.pdf', content: pdfBytes() },
        {
          field: 'incomeStatement',
          name: 'grande 2024.pdf',
          content: Buffer.concat([pdfBytes(), Buffer.alloc(MAX_FILE_BYTES)]),
        },
      ],
      language,
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      success: false,
      error,
      // `file` is the name as sent, for the browser to take it off its list.
      fieldErrors: { incomeStatement: { code: 'validation.fileTooLarge', message, file: 'grande 2024.pdf' } },
    });
    expect(await counts()).toEqual(before);
  },
);

test('a file over the limit under a field the form does not have is refused without a field', async () => {
  const response = await submitWithFiles('Declaración de Impuestos', VALID_FORM_DATA.taxReturn, [
    { field: 'invoices', name: 'grande.pdf', content: Buffer.alloc(MAX_FILE_BYTES + 1) },
  ]);
  expect(response.status).toBe(413);
  expect(response.body).toEqual({ success: false, error: 'Uno de los archivos supera el máximo de 10 MB.' });
});

test('a file of a type the field does not take is named with the types it does take', async () => {
  const response = await submitWithFiles('Declaración de Impuestos', VALID_FORM_DATA.taxReturn, [
    { field: 'mortgageStatement', name: 'hipoteca.docx', content: pdfBytes() },
  ]);
  expect(response.status).toBe(415);
  expect(response.body.fieldErrors.mortgageStatement).toEqual({
    code: 'validation.fileType',
    message: '«hipoteca.docx»: este tipo de archivo no se admite aquí. Elige un PDF, JPG o PNG.',
    file: 'hipoteca.docx',
  });
});

test('a document for a question answered "no" is not kept', async () => {
  const response = await submitWithFiles('Declaración de Impuestos', { ...VALID_FORM_DATA.taxReturn, hipoteca: 'no' }, [
    { field: 'mortgageStatement', name: 'hipoteca.pdf', content: pdfBytes() },
  ]);
  expect(response.status).toBe(200);
  expect(await testApp.services.prisma.leadFile.count({ where: { leadId: response.body.id } })).toBe(0);
});
