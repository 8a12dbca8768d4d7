// Working leads through the inbox API (docs/product.md#inbox): leads come in through the real
// intake endpoint; the advisor lists, filters, searches, opens, changes, notes, exports,
// downloads and erases them, and every view, export and erasure is in the audit log.
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS, type FormKey } from '../../common/forms/registry';
import type { LeadChangeResult, LeadDetail, LeadList, NoteResult } from '../../common/inbox/api';
import { pdfBytes } from '../fixtures/files';
import { signedInAdvisor } from '../setup/inbox-session';
import { parseCsv } from '../setup/parse-csv';
import { botProof } from '../setup/bot-check';
import { withInboxApp } from '../setup/inbox-app';

const inbox = withInboxApp();

async function submit(formKey: FormKey, changes: Record<string, unknown> = {}, language = 'es'): Promise<string> {
  const formData = { ...VALID_FORM_DATA[formKey], ...changes };
  const response = await request(inbox.testApp.app)
    .post(SUBMIT_PATH)
    .send({ formType: FORMS[formKey].label, formData, language, ...(await botProof(inbox.testApp.app, formKey)) });
  expect(response.status).toBe(200);
  return response.body.id as string;
}

const list = async (query = '') => {
  const response = await inbox.advisor.get(`/leads${query}`);
  expect(response.status).toBe(200);
  return response.body as LeadList;
};
const detail = async (id: string) => (await inbox.advisor.get(`/leads/${id}`)).body as LeadDetail;
const auditOf = (leadId: string) =>
  inbox.testApp.services.prisma.auditEntry.findMany({
    where: { leadId },
    select: { action: true, actor: true },
    orderBy: { id: 'asc' },
  });

describe('the list', () => {
  let ids: { contact: string; tax: string; english: string };
  beforeAll(async () => {
    ids = {
      contact: await submit('contact', {
        nombreCompleto: 'Lucía Fernández',
        email: 'lucia@example.com',
        telefono: '+31 6 11112222',
      }),
      tax: await submit('taxReturn', {
        nombreCompleto: 'Pedro Sánchez Ruiz',
        email: 'pedro@example.com',
        telefono: '+31 6 33334444',
      }),
      english: await submit('health', { nombreCompleto: 'John Smith', email: 'john@example.com' }, 'en'),
    };
  });

  test('newest first, with who, which service, status and notification state', async () => {
    const { leads, total, counts } = await list();
    expect(total).toBeGreaterThanOrEqual(3);
    expect(leads.slice(0, 3).map((lead) => lead.id)).toEqual([ids.english, ids.tax, ids.contact]);
    expect(leads[1]).toMatchObject({
      name: 'Pedro Sánchez Ruiz',
      email: 'pedro@example.com',
      phone: '+31 6 33334444',
      formType: 'taxReturn',
      status: 'NEW',
      notificationState: expect.stringMatching(/PENDING|SENT|RETRYING|FAILED/),
    });
    expect(counts.NEW).toBe(total);
  });

  test('filters by form type, language, status and date range', async () => {
    expect((await list('?formType=taxReturn')).leads.map((lead) => lead.id)).toEqual([ids.tax]);
    expect((await list('?language=en')).leads.map((lead) => lead.id)).toEqual([ids.english]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    expect((await list(`?from=${today}&to=${today}`)).total).toBeGreaterThanOrEqual(3);
    expect((await list('?to=2020-01-01')).total).toBe(0);
    await inbox.advisor.patch(`/leads/${ids.contact}`, { status: 'CONTACTED' }).expect(200);
    const contacted = await list('?status=CONTACTED');
    expect(contacted.leads.map((lead) => lead.id)).toEqual([ids.contact]);
    // Counts ignore the status filter, so every status chip shows its number.
    expect(contacted.counts.CONTACTED).toBe(1);
    expect(contacted.counts.NEW).toBeGreaterThanOrEqual(2);
  });

  test('shows each lead by its reference and finds it by the reference however it is typed', async () => {
    const row = (await list('?formType=taxReturn')).leads[0]!;
    expect(row.reference).toMatch(/^APB-\d{4,}$/);
    expect((await detail(ids.tax)).reference).toBe(row.reference);
    const number = row.reference.slice('APB-'.length);
    for (const typed of [row.reference, row.reference.toLowerCase(), `APB ${number}`, number]) {
      expect((await list(`?q=${encodeURIComponent(typed)}`)).leads.map((lead) => lead.id)).toEqual([ids.tax]);
    }
  });

  test('searches names (accents as typed), emails and phone numbers in any spacing', async () => {
    expect((await list(`?q=${encodeURIComponent('sánchez')}`)).leads.map((lead) => lead.id)).toEqual([ids.tax]);
    expect((await list('?q=LUCIA@example')).leads.map((lead) => lead.id)).toEqual([ids.contact]);
    expect((await list('?q=11112222')).leads.map((lead) => lead.id)).toEqual([ids.contact]);
    expect((await list('?q=3333%204444')).leads.map((lead) => lead.id)).toEqual([ids.tax]);
    expect((await list('?q=%25')).total).toBe(0);
  });

  test('a due follow-up brings a lead back to the top', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await inbox.advisor.patch(`/leads/${ids.contact}`, { followUpOn: yesterday }).expect(200);
    const [first] = (await list()).leads;
    expect(first).toMatchObject({ id: ids.contact, due: true, followUpOn: yesterday });
    await inbox.advisor.patch(`/leads/${ids.contact}`, { followUpOn: '2999-01-01' }).expect(200);
    const later = (await list()).leads;
    expect(later[0]!.id).not.toBe(ids.contact);
    expect(later.find((lead) => lead.id === ids.contact)).toMatchObject({ due: false, followUpOn: '2999-01-01' });
  });

  test('bad filters are a 400, not a 500', async () => {
    for (const query of ['?status=DONE', '?from=yesterday', '?page=0', '?formType=x', '?page=1&page=2']) {
      expect((await inbox.advisor.get(`/leads${query}`)).status, query).toBe(400);
    }
  });
});

describe('one lead', () => {
  test('every field of its form, the BSN masked; revealing it is an audited action', async () => {
    const id = await submit('taxReturn');
    const lead = await detail(id);
    const expected = FORMS.taxReturn.schema.parse(VALID_FORM_DATA.taxReturn) as Record<string, unknown>;
    expect(Object.keys(lead.data).sort()).toEqual(Object.keys(expected).sort());
    expect(lead.data.bsn).toBe('******333');
    expect(JSON.stringify(lead)).not.toContain('111222333');
    expect(lead).toMatchObject({
      hasBsn: true,
      formType: 'taxReturn',
      language: 'es',
      pagePath: null,
      files: [],
      notes: [],
      history: [],
    });

    const revealed = await inbox.advisor.post(`/leads/${id}/bsn`);
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({ bsn: '111222333' });
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(await auditOf(id)).toEqual([
      { action: 'VIEW', actor: 'ana@example.test' },
      { action: 'REVEAL_BSN', actor: 'ana@example.test' },
    ]);
  });

  test('page and UTM source it came from', async () => {
    const response = await request(inbox.testApp.app)
      .post(SUBMIT_PATH)
      .set('Referer', 'http://localhost:3000/formulario-zzp')
      .send({
        ...(await botProof(inbox.testApp.app)),
        formType: FORMS.contact.label,
        formData: VALID_FORM_DATA.contact,
        language: 'es',
        utm_source: 'instagram',
        utm_campaign: 'otono',
      });
    const lead = await detail(response.body.id);
    expect(lead).toMatchObject({ pagePath: '/formulario-zzp', utmSource: 'instagram', utmCampaign: 'otono' });
  });

  test('status changes keep who, when, from and to; notes keep author and time; assignment', async () => {
    const id = await submit('contact');
    const colleague = await signedInAdvisor(inbox.testApp.app, inbox.testApp.services.prisma, 'luis@example.test');
    await inbox.advisor.patch(`/leads/${id}`, { status: 'CONTACTED' }).expect(200);
    await colleague.patch(`/leads/${id}`, { status: 'WON' }).expect(200);
    await inbox.advisor.post(`/leads/${id}/notes`, { body: 'Llamada hecha; envía el contrato.' }).expect(201);
    const luis = await inbox.testApp.services.prisma.advisor.findUniqueOrThrow({
      where: { email: 'luis@example.test' },
    });
    await inbox.advisor.patch(`/leads/${id}`, { assigneeId: luis.id }).expect(200);

    const lead = await detail(id);
    expect(lead.status).toBe('WON');
    expect(lead.history).toEqual([
      { from: 'NEW', to: 'CONTACTED', by: 'ana@example.test', at: expect.any(String) },
      { from: 'CONTACTED', to: 'WON', by: 'luis@example.test', at: expect.any(String) },
    ]);
    expect(Date.parse(lead.history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(lead.history[0]!.at));
    expect(lead.notes).toEqual([
      {
        id: expect.any(String),
        body: 'Llamada hecha; envía el contrato.',
        by: 'ana@example.test',
        at: expect.any(String),
        kind: 'private',
      },
    ]);
    expect(lead).toMatchObject({ assignee: 'luis@example.test', assigneeId: luis.id });
    expect((await list()).leads.find((row) => row.id === id)?.assignee).toBe('luis@example.test');
    await inbox.advisor.patch(`/leads/${id}`, { assigneeId: null }).expect(200);
    expect((await detail(id)).assignee).toBeNull();
  });

  test('a change answers the lead as written and a note answers the note; neither is recorded as a view', async () => {
    const id = await submit('housingSearch', { nombreCompleto: 'Sofía Martínez López', apellidos: 'Martínez López' });
    await signedInAdvisor(inbox.testApp.app, inbox.testApp.services.prisma, 'luis@example.test');
    const luis = await inbox.testApp.services.prisma.advisor.findUniqueOrThrow({
      where: { email: 'luis@example.test' },
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const changed = await inbox.advisor.patch(`/leads/${id}`, {
      status: 'CONTACTED',
      followUpOn: yesterday,
      assigneeId: luis.id,
    });
    expect(changed.status).toBe(200);
    const result = changed.body as LeadChangeResult;
    // The list's row less the message preview, which the lead page shows in full, and the
    // notification state, which the mail queue may move on meanwhile.
    const listed = (await list('?formType=housingSearch')).leads.find((lead) => lead.id === id)!;
    const { preview: _preview, notificationState: _sent, ...row } = listed;
    expect(result.lead).toEqual({ ...row, notificationState: expect.any(String), assigneeId: luis.id });
    expect(result.lead).toMatchObject({
      status: 'CONTACTED',
      followUpOn: yesterday,
      due: true,
      assignee: 'luis@example.test',
      name: 'Sofía Martínez López',
      phone: VALID_FORM_DATA.housingSearch.whatsapp,
    });
    expect(result.statusChange).toEqual({
      from: 'NEW',
      to: 'CONTACTED',
      by: 'ana@example.test',
      at: expect.any(String),
    });
    const again = (await inbox.advisor.patch(`/leads/${id}`, { status: 'CONTACTED' }).expect(200))
      .body as LeadChangeResult;
    expect(again.statusChange).toBeNull();

    const noted = await inbox.advisor.post(`/leads/${id}/notes`, { body: 'Le escribo el lunes.' });
    expect(noted.status).toBe(201);
    expect((noted.body as NoteResult).note).toEqual({
      id: expect.any(String),
      body: 'Le escribo el lunes.',
      by: 'ana@example.test',
      at: expect.any(String),
      kind: 'private',
    });
    // Nobody opened the lead: the audit log has nothing about it.
    expect(await auditOf(id)).toEqual([]);
    const opened = await detail(id);
    expect(opened.notes[0]).toEqual((noted.body as NoteResult).note);
    expect(opened.history).toEqual([result.statusChange]);
    expect(await auditOf(id)).toEqual([{ action: 'VIEW', actor: 'ana@example.test' }]);
  });

  test('bad changes are refused with 400, unknown leads with 404', async () => {
    const id = await submit('contact');
    for (const body of [{}, { status: 'DONE' }, { followUpOn: 'soon' }, { assigneeId: 'x' }, { role: 'admin' }]) {
      expect((await inbox.advisor.patch(`/leads/${id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await inbox.advisor.patch(`/leads/${id}`, { assigneeId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(400);
    expect((await inbox.advisor.post(`/leads/${id}/notes`, { body: '   ' })).status).toBe(400);
    expect((await inbox.advisor.get('/leads/not-a-uuid')).status).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await inbox.advisor.get(`/leads/${missing}`)).status).toBe(404);
    expect((await inbox.advisor.patch(`/leads/${missing}`, { status: 'WON' })).status).toBe(404);
    expect((await inbox.advisor.delete(`/leads/${missing}`)).status).toBe(404);
  });
});

describe('documents', () => {
  test('the original downloads as an attachment with the stored type, nosniff and no-store', async () => {
    const pdf = pdfBytes();
    const upload = await request(inbox.testApp.app)
      .post(SUBMIT_PATH)
      .field('formType', FORMS.taxReturn.label)
      .field('formData', JSON.stringify(VALID_FORM_DATA.taxReturn))
      .field('language', 'es')
      .attach('incomeStatement', pdf, 'jaaropgaaf 2024 señor.pdf');
    const lead = await detail(upload.body.id);
    expect(lead.files).toEqual([
      {
        id: expect.any(String),
        field: 'incomeStatement',
        name: 'jaaropgaaf 2024 señor.pdf',
        type: 'application/pdf',
        size: pdf.length,
        held: false,
      },
    ]);

    // The default download is the safe copy (tests/api/inbox-preview.test.ts); the original is asked for as such.
    const response = await inbox.advisor
      .get(`/leads/${lead.id}/files/${lead.files[0]!.id}/original`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=".*"; filename\*=UTF-8''jaaropgaaf%202024%20se%C3%B1or\.pdf$/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(response.body as Buffer, pdf)).toBe(0);
    // A file id under another lead is not found.
    const other = await submit('contact');
    expect((await inbox.advisor.get(`/leads/${other}/files/${lead.files[0]!.id}`)).status).toBe(404);
  });
});

describe('exports', () => {
  test('CSV of the current filter for tools: BOM, CRLF, accents, stable keys, stored values, BSN masked, formulas defused', async () => {
    const id = await submit('taxReturn', {
      nombreCompleto: '=HYPERLINK("http://x")',
      direccion: 'Calle Ñandú 5; piso "B"',
      telefono: '+31 6 12345678',
    });
    const response = await inbox.advisor.get('/leads.csv?formType=taxReturn');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?leads-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const text = response.text;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1), ';');
    const header = rows[0]!;
    expect(header.slice(0, 8)).toEqual([
      'reference',
      'receivedAt',
      'formType',
      'name',
      'email',
      'phone',
      'language',
      'status',
    ]);
    expect(header).toContain('codigoPostal');
    expect(new Set(header).size).toBe(header.length);
    const all = (await list('?formType=taxReturn')).total;
    expect(rows.length - 1).toBe(all);
    const record = Object.fromEntries(
      header.map((name, index) => [name, rows.find((row) => row.includes(`'=HYPERLINK("http://x")`))![index]]),
    );
    expect(record).toMatchObject({
      reference: expect.stringMatching(/^APB-\d{4,}$/),
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      formType: 'taxReturn',
      status: 'NEW',
      // A phone number cannot run as a formula: kept as typed, no apostrophe.
      phone: '+31 6 12345678',
      direccion: 'Calle Ñandú 5; piso "B"',
      ciudad: 'Róterdam',
      bsn: '******333',
      subsidios: 'Zorgtoeslag, Huurtoeslag',
    });
    expect(text).not.toContain('111222333');
    expect((await auditOf(id)).map((entry) => entry.action)).toContain('EXPORT');
  });

  test('one lead as JSON for an access request: everything stored, notes and documents included', async () => {
    const id = await submit('taxReturn');
    await inbox.advisor.post(`/leads/${id}/notes`, { body: 'Nota' }).expect(201);
    const response = await inbox.advisor.get(`/leads/${id}/export.json`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename=lead-${id}.json`);
    const exported = JSON.parse(response.text) as Record<string, unknown> & { data: Record<string, unknown> };
    expect(exported).toMatchObject({
      id,
      formType: 'taxReturn',
      email: 'maria.garcia@example.com',
      notes: [{ body: 'Nota' }],
      files: [],
    });
    expect(exported.data.nombreCompleto).toBe('María García López');
    expect(exported.data.bsn).toBe('******333');
    expect(await auditOf(id)).toEqual([{ action: 'EXPORT', actor: 'ana@example.test' }]);
  });
});

describe('erasure', () => {
  test('deleting a lead removes its documents, notes, history and queue jobs; the audit log keeps the fact', async () => {
    const upload = await request(inbox.testApp.app)
      .post(SUBMIT_PATH)
      .field('formType', FORMS.taxReturn.label)
      .field('formData', JSON.stringify(VALID_FORM_DATA.taxReturn))
      .field('language', 'es')
      .field(await botProof(inbox.testApp.app, 'taxReturn'))
      .attach('incomeStatement', pdfBytes(), 'a.pdf');
    const id: string = upload.body.id;
    await inbox.advisor.patch(`/leads/${id}`, { status: 'LOST' }).expect(200);
    await inbox.advisor.post(`/leads/${id}/notes`, { body: 'x' }).expect(201);
    const { prisma } = inbox.testApp.services;
    const jobs = () =>
      prisma.$queryRaw<
        { n: bigint }[]
      >`SELECT count(*) AS n FROM pgboss.job WHERE data->>'leadId' = ${id} OR data->'leadIds' ? ${id}`;
    expect(Number((await jobs())[0]!.n)).toBeGreaterThan(0);
    expect(await prisma.leadFile.count({ where: { leadId: id } })).toBe(1);

    expect((await inbox.advisor.delete(`/leads/${id}`)).status).toBe(204);
    expect(await prisma.lead.count({ where: { id } })).toBe(0);
    expect(await prisma.leadFile.count({ where: { leadId: id } })).toBe(0);
    expect(await prisma.leadNote.count({ where: { leadId: id } })).toBe(0);
    expect(await prisma.leadStatusChange.count({ where: { leadId: id } })).toBe(0);
    expect(Number((await jobs())[0]!.n)).toBe(0);
    expect((await auditOf(id)).at(-1)).toEqual({ action: 'DELETE', actor: 'ana@example.test' });
    expect((await inbox.advisor.get(`/leads/${id}`)).status).toBe(404);
  });
});

test('the advisors list offers everyone to assign to', async () => {
  const response = await inbox.advisor.get('/advisors');
  expect(response.body).toEqual(expect.arrayContaining([{ id: expect.any(String), email: 'ana@example.test' }]));
});
