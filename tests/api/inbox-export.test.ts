// The list exports (docs/decisions/0026-lead-read-model-and-exports.md): the spreadsheet the
// advisor opens, read back with exceljs as Excel would read it, and the CSV for tools. Leads
// come in through the real intake endpoint.
import ExcelJS from 'exceljs';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fieldLabel } from '../../common/forms/messages';
import type { FormKey } from '../../common/forms/registry';
import type { LeadDetail } from '../../common/inbox/api';
import { signedInAdvisor, type InboxClient } from '../setup/inbox-session';
import { parseCsv } from '../setup/parse-csv';
import { submitLead } from '../setup/submit-lead';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;
let advisor: InboxClient;
let ids: Record<'tax' | 'ruling' | 'housing' | 'contact', string>;
const references: Record<string, string> = {};

const submit = (formKey: FormKey, changes: Record<string, unknown> = {}) => submitLead(testApp.app, formKey, changes);

beforeAll(async () => {
  testApp = await startTestApp();
  advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'ana@example.test');
  ids = {
    tax: await submit('taxReturn', { nombreCompleto: '=HYPERLINK("http://x")', telefono: '+31 6 12345678' }),
    ruling: await submit('ruling30'),
    housing: await submit('housingSearch'),
    contact: await submit('contact', { asunto: '-1+2' }),
  };
  for (const id of Object.values(ids)) {
    references[id] = ((await advisor.get(`/leads/${id}`)).body as LeadDetail).reference;
  }
  await advisor.patch(`/leads/${ids.tax}`, { status: 'CONTACTED', followUpOn: '2026-12-01' }).expect(200);
});
afterAll(async () => {
  await testApp?.close();
});

const binary = (test: request.Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The first sheet as rows of cells, keyed by the header row's text. */
async function readXlsx(lang: 'es' | 'en') {
  const response = await binary(advisor.get(`/leads.xlsx?lang=${lang}`));
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?leads-\d{4}-\d{2}-\d{2}\.xlsx"?$/);
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer against an older @types/node.
  await workbook.xlsx.load(response.body as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(Object.fromEntries(header.map((name, index) => [name, row.getCell(index + 1)])));
  });
  return { header, rows, sheet };
}

/** The row whose first cell (the reference) is the lead's. */
const rowOf = (rows: Record<string, ExcelJS.Cell>[], id: string) =>
  rows.find((row) => Object.values(row)[0]!.value === references[id])!;

describe('the spreadsheet', () => {
  test('one column per question, in words in Spanish, typed cells, no apostrophes', async () => {
    const { header, rows, sheet } = await readXlsx('es');
    expect(sheet.name).toBe('Solicitudes');
    expect(header.slice(0, 8)).toEqual([
      'Referencia',
      'Recibida',
      'Servicio',
      fieldLabel('es', 'nombreCompleto'),
      fieldLabel('es', 'email'),
      fieldLabel('es', 'telefono'),
      'Idioma',
      'Estado',
    ]);
    // Each question once: the privacy box of three forms, the campaign, the phone.
    expect(new Set(header).size).toBe(header.length);
    for (const label of ['Acepta la política de privacidad', 'Origen de la campaña (utm_source)', 'Teléfono']) {
      expect(header.filter((name) => name === label)).toHaveLength(1);
    }
    expect(header).not.toContain(fieldLabel('es', 'whatsapp'));
    expect(rows).toHaveLength(4);

    const tax = rowOf(rows, ids.tax);
    expect(tax['Referencia']!.value).toMatch(/^APB-\d{4,}$/);
    // Text stays text: a visitor's "formula" and a phone number are string cells, as typed.
    expect(tax[fieldLabel('es', 'nombreCompleto')]!.type).toBe(ExcelJS.ValueType.String);
    expect(tax[fieldLabel('es', 'nombreCompleto')]!.value).toBe('=HYPERLINK("http://x")');
    expect(tax['Teléfono']!.type).toBe(ExcelJS.ValueType.String);
    expect(tax['Teléfono']!.value).toBe('+31 6 12345678');
    expect(tax['Estado']!.value).toBe('Contactada');
    expect(tax['Servicio']!.value).toBe('Declaración de la renta 2024');
    expect(tax['Idioma']!.value).toBe('Español');
    expect(tax[fieldLabel('es', 'hipoteca')]!.value).toBe('Sí');
    expect(tax[fieldLabel('es', 'situacionCivil')]!.value).toBe('Pareja registrada');
    expect(tax[fieldLabel('es', 'bsn')]!.value).toBe('******333');
    // Dates are date cells: the time received in the firm's clock, days as days.
    const received = tax['Recibida']!;
    expect(received.type).toBe(ExcelJS.ValueType.Date);
    const createdAt = new Date(((await advisor.get(`/leads/${ids.tax}`)).body as LeadDetail).createdAt);
    const amsterdam = createdAt.toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam' }).slice(0, 16);
    expect((received.value as Date).toISOString().slice(0, 16).replace('T', ' ')).toBe(amsterdam);
    expect(received.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(tax['Seguimiento']!.type).toBe(ExcelJS.ValueType.Date);
    expect((tax['Seguimiento']!.value as Date).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(tax[fieldLabel('es', 'fechaNacimiento')]!.type).toBe(ExcelJS.ValueType.Date);
    expect((tax[fieldLabel('es', 'fechaNacimiento')]!.value as Date).toISOString()).toBe('1992-04-17T00:00:00.000Z');

    // No cell anywhere carries a formula or a formula guard's apostrophe.
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^'/);
      }),
    );

    const housing = rowOf(rows, ids.housing);
    const ruling = rowOf(rows, ids.ruling);
    expect(housing['Teléfono']!.value).toBe('+34 600 123 456');
    expect(housing['Origen de la campaña (utm_source)']!.value).toBe('instagram');
    expect(housing['Acepta la política de privacidad']!.value).toBe('Sí');
    expect(ruling['Acepta la política de privacidad']!.value).toBe('Sí');
    expect(housing[fieldLabel('es', 'presupuesto')]!.type).toBe(ExcelJS.ValueType.Number);
    expect(housing[fieldLabel('es', 'presupuesto')]!.value).toBe(1400);
    expect(rowOf(rows, ids.contact)[fieldLabel('es', 'asunto')]!.value).toBe('-1+2');
  });

  test('in English when the advisor reads the inbox in English; every exported lead audited', async () => {
    const { header, rows } = await readXlsx('en');
    expect(header.slice(0, 3)).toEqual(['Reference', 'Received', 'Service']);
    expect(header).toContain('Status');
    const tax = rowOf(rows, ids.tax);
    expect(tax['Status']!.value).toBe('Contacted');
    expect(tax['Language']!.value).toBe('Spanish');
    const exports = await testApp.services.prisma.auditEntry.count({
      where: { action: 'EXPORT', leadId: { in: Object.values(ids) } },
    });
    expect(exports).toBeGreaterThanOrEqual(8);
  });
});

describe('the CSV', () => {
  test('stable keys, each column once, the housing phone in the phone column', async () => {
    const response = await advisor.get('/leads.csv');
    const [header, ...rows] = parseCsv(response.text.slice(1), ';');
    expect(new Set(header).size).toBe(header!.length);
    for (const duplicate of ['whatsapp', 'consentimientoPrivacidad', 'utm_source', 'telefono', 'nombreCompleto']) {
      expect(header).not.toContain(duplicate);
    }
    expect(header).toEqual(expect.arrayContaining(['phone', 'utmSource', 'acceptPrivacyPolicy', 'status']));
    const at = (key: string) => header!.indexOf(key);
    const housing = rows.find((row) => row[at('reference')] === references[ids.housing])!;
    expect(housing[at('phone')]).toBe('+34 600 123 456');
    expect(housing[at('acceptPrivacyPolicy')]).toBe('true');
    expect(housing[at('utmSource')]).toBe('instagram');
    // A value that could run as a formula keeps its guard in the CSV.
    expect(rows.find((row) => row[at('reference')] === references[ids.contact])![at('asunto')]).toBe("'-1+2");
  });
});
