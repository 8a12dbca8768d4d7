// One person, one view: phones stored in E.164 beside the number as typed, found however they
// are typed; a lead lists the same person's other requests (same email, any case or spacing,
// or same phone); leads stored before the column get it at start; the housing form's name is
// stored once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, expect, test } from 'vitest';
import type { LeadDetail, LeadList } from '../../common/inbox/api';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { backfillPhones } from '../../server/people/backfill-phones';
import { submitLead } from '../setup/submit-lead';
import { withInboxApp } from '../setup/inbox-app';

const inbox = withInboxApp();

const search = async (q: string) => {
  const response = await inbox.advisor.get(`/leads?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (response.body as LeadList).leads.map((lead) => lead.id).sort();
};
const detail = async (id: string) => (await inbox.advisor.get(`/leads/${id}`)).body as LeadDetail;
const stored = (id: string) =>
  inbox.testApp.services.prisma.lead.findUniqueOrThrow({ where: { id }, select: { phoneE164: true, data: true } });

describe('a person with several requests', () => {
  const id: Record<string, string> = {};
  beforeAll(async () => {
    id.contact = await submitLead(inbox.testApp.app, 'contact', {
      nombreCompleto: 'Marta Vidal',
      email: 'marta.vidal@example.com',
      telefono: '+31 6 23456789',
    });
    id.tax = await submitLead(inbox.testApp.app, 'taxReturn', {
      nombreCompleto: 'Marta Vidal Ruiz',
      email: 'otra.direccion@example.com',
      telefono: '06-23 45 67 89',
    });
    id.housing = await submitLead(inbox.testApp.app, 'housingSearch', {
      nombreCompleto: 'Marta Vidal',
      apellidos: 'Vidal',
      email: '  Marta.Vidal@Example.com ',
      whatsapp: '+34 600 111 222',
    });
    id.stranger = await submitLead(inbox.testApp.app, 'contact', {
      nombreCompleto: 'Otra Persona',
      email: 'otra.persona@example.com',
      telefono: '+31 6 98765432',
    });
  });

  test('the phone is stored in E.164, the number as typed stays in the data', async () => {
    expect(await stored(id.contact!)).toMatchObject({
      phoneE164: '+31623456789',
      data: { telefono: '+31 6 23456789' },
    });
    expect(await stored(id.tax!)).toMatchObject({ phoneE164: '+31623456789', data: { telefono: '06-23 45 67 89' } });
    expect((await stored(id.housing!)).phoneE164).toBe('+34600111222');
  });

  test('search finds a phone however it is typed', async () => {
    const both = [id.contact!, id.tax!].sort();
    for (const typed of ['0623456789', '+31 6 23456789', '06-23 45 67 89', '0031623456789', '623456789'])
      expect(await search(typed), typed).toEqual(both);
    expect(await search('0623 4567')).toEqual(both);
    expect(await search('+34 600 111 222')).toEqual([id.housing]);
  });

  test('each request lists the same person’s others (same email or phone), newest first, and no one else’s', async () => {
    const related = (await detail(id.contact!)).related;
    expect(related.map((lead) => lead.id)).toEqual([id.housing, id.tax]);
    expect(related[0]).toMatchObject({ formType: 'housingSearch', status: 'NEW', createdAt: expect.any(String) });
    expect((await detail(id.tax!)).related.map((lead) => lead.id)).toEqual([id.contact]);
    expect((await detail(id.housing!)).related.map((lead) => lead.id)).toEqual([id.contact]);
    expect((await detail(id.stranger!)).related).toEqual([]);
  });
});

test('leads stored before the column get their E.164 phone at start', async () => {
  const client = new pg.Client({ connectionString: inbox.testApp.database.url });
  await client.connect();
  try {
    await client.query(`INSERT INTO leads (id, form_type, data, language, updated_at) VALUES
      ('00000000-0000-4000-8000-000000000001', 'contact', '{"telefono": "06 1111 2222"}', 'es', now()),
      ('00000000-0000-4000-8000-000000000002', 'housingSearch', '{"whatsapp": "+34 699 000 111"}', 'es', now()),
      ('00000000-0000-4000-8000-000000000003', 'contact', '{"telefono": "no tengo"}', 'es', now())`);
    expect(await backfillPhones(inbox.testApp.database.url)).toBe(2);
    const { rows } = await client.query(
      `SELECT phone_e164 FROM leads WHERE id::text LIKE '00000000-0000-4000-8000-00000000000%' ORDER BY id`,
    );
    expect(rows.map((row) => row.phone_e164)).toEqual(['+31611112222', '+34699000111', null]);
    expect(await backfillPhones(inbox.testApp.database.url)).toBe(0);
  } finally {
    await client.end();
  }
});

describe('the housing form', () => {
  test('stored leads whose name lacks the surname get it once, by the migration', async () => {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, '20261124130000_lead_phone_e164/migration.sql'), 'utf8');
    const update = sql.slice(sql.indexOf('UPDATE "leads"'));
    const prisma = inbox.testApp.services.prisma;
    await prisma.$executeRawUnsafe(`INSERT INTO leads (id, form_type, data, language, updated_at) VALUES
      ('00000000-0000-4000-8000-0000000000a1', 'housingSearch', '{"nombreCompleto": "Sofía", "apellidos": "Martínez López"}', 'es', now()),
      ('00000000-0000-4000-8000-0000000000a2', 'housingSearch', '{"nombreCompleto": "Sofía Martínez López", "apellidos": "Martínez López"}', 'es', now())`);
    await prisma.$executeRawUnsafe(update);
    await prisma.$executeRawUnsafe(update);
    const rows = await prisma.$queryRaw<{ name: string }[]>`SELECT data->>'nombreCompleto' AS name FROM leads
      WHERE id::text LIKE '00000000-0000-4000-8000-0000000000a%' ORDER BY id`;
    expect(rows.map((row) => row.name)).toEqual(['Sofía Martínez López', 'Sofía Martínez López']);
  });

  test('stores the name once: the browser sends it joined, with the surname apart too', async () => {
    const id = await submitLead(inbox.testApp.app, 'housingSearch', {
      nombreCompleto: 'Sofía Martínez López',
      apellidos: 'Martínez López',
      email: 'sofia.ml@example.com',
    });
    expect((await stored(id)).data).toMatchObject({
      nombreCompleto: 'Sofía Martínez López',
      apellidos: 'Martínez López',
    });
    expect((await detail(id)).name).toBe('Sofía Martínez López');
    const [row] = (await inbox.advisor.get('/leads?q=sofia.ml').expect(200)).body.leads as LeadList['leads'];
    expect(row!.name).toBe('Sofía Martínez López');
  });

  test('a client that sends the given name alone still gets the full name, once', async () => {
    const id = await submitLead(inbox.testApp.app, 'housingSearch', {
      nombreCompleto: 'Sofía',
      apellidos: 'Martínez López',
      email: 'sofia.solo@example.com',
    });
    expect((await detail(id)).name).toBe('Sofía Martínez López');
  });
});
