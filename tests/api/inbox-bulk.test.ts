// Bulk actions on a selection of leads (docs/decisions/0028-inbox-layouts-keyboard-bulk.md): one
// endpoint, the session and same-origin check of every inbox route, at most BULK_MAX_IDS ids, all or
// nothing, and an audit row per lead; "not spam" sends the held lead's notifications then. The
// list rows carry the first words of the message, and the service names are the site's.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS, type FormKey } from '../../common/forms/registry';
import type { LeadList, ServiceNames } from '../../common/inbox/api';
import { BULK_MAX_IDS } from '../../common/inbox/bulk-actions';
import { botProof } from '../setup/bot-check';
import { signedInAdvisor, TEST_ORIGIN, type InboxClient } from '../setup/inbox-session';
import { withTestSmtp, leadMail } from '../setup/smtp-server';
import { withInboxApp } from '../setup/inbox-app';

const outbox = withTestSmtp();
const context = withInboxApp(() => ({ smtpUrl: outbox.smtp.url }), 'ana.bulk@example.test');
let second: InboxClient;
beforeAll(async () => {
  second = await signedInAdvisor(context.testApp.app, context.testApp.services.prisma, 'bea.bulk@example.test');
});

/** A person's lead (solved bot check), or with `held` one the bot check keeps as spam. */
async function submit(formKey: FormKey, changes: Record<string, unknown> = {}, held = false): Promise<string> {
  const response = await request(context.testApp.app)
    .post(SUBMIT_PATH)
    .send({
      formType: FORMS[formKey].label,
      formData: { ...VALID_FORM_DATA[formKey], ...changes },
      language: 'es',
      ...(held ? {} : await botProof(context.testApp.app, formKey)),
    });
  expect(response.status).toBe(200);
  return response.body.id as string;
}

const submitMany = (count: number, tag: string) =>
  Promise.all(Array.from({ length: count }, (_, i) => submit('contact', { nombreCompleto: `${tag} ${i}` })));

const stored = (ids: string[]) =>
  context.testApp.services.prisma.lead.findMany({
    where: { id: { in: ids } },
    select: { id: true, status: true, assigneeId: true, notificationState: true },
  });
const auditOf = (ids: string[]) =>
  context.testApp.services.prisma.auditEntry.findMany({
    where: { leadId: { in: ids } },
    select: { leadId: true, action: true, actor: true },
  });

describe('POST /leads/bulk', () => {
  test('changes the status of every selected lead, records each change and audits each lead', async () => {
    const ids = await submitMany(3, 'Bulk Status');
    const answer = await context.advisor
      .post('/leads/bulk', { action: 'status', status: 'CONTACTED', ids })
      .expect(200);
    expect(answer.body).toEqual({ count: 3 });
    expect((await stored(ids)).map((lead) => lead.status)).toEqual(['CONTACTED', 'CONTACTED', 'CONTACTED']);
    const changes = await context.testApp.services.prisma.leadStatusChange.findMany({
      where: { leadId: { in: ids } },
      select: { fromStatus: true, toStatus: true },
    });
    expect(changes).toEqual(Array(3).fill({ fromStatus: 'NEW', toStatus: 'CONTACTED' }));
    const audit = await auditOf(ids);
    expect(audit).toHaveLength(3);
    expect(audit).toEqual(
      expect.arrayContaining(
        ids.map((leadId) => ({ leadId, action: 'CHANGE_STATUS', actor: 'ana.bulk@example.test' })),
      ),
    );
  });

  test('"not spam" releases held leads: their notifications go out then', async () => {
    const held = await submit('contact', { email: 'held.bulk@example.test', nombreCompleto: 'Held Bulk' }, true);
    expect((await stored([held]))[0]).toMatchObject({ status: 'SPAM', notificationState: 'NOT_NEEDED' });
    await context.advisor.post('/leads/bulk', { action: 'status', status: 'NEW', ids: [held] }).expect(200);
    await outbox.smtp.waitFor(leadMail(held, 'advisor'));
    await outbox.smtp.waitFor((mail) => JSON.stringify(mail.to).includes('held.bulk@example.test'));
    expect((await stored([held]))[0]!.status).toBe('NEW');

    // Marked spam in bulk: out of the default list, in the Spam tab.
    await context.advisor.post('/leads/bulk', { action: 'status', status: 'SPAM', ids: [held] }).expect(200);
    const ids = (list: LeadList) => list.leads.map((lead) => lead.id);
    expect(ids((await context.advisor.get('/leads').expect(200)).body as LeadList)).not.toContain(held);
    expect(ids((await context.advisor.get('/leads?status=SPAM').expect(200)).body as LeadList)).toContain(held);
  });

  test('assigns to an advisor account or to nobody; an unknown advisor changes nothing', async () => {
    const ids = await submitMany(2, 'Bulk Assign');
    const { id: beaId } = await context.testApp.services.prisma.advisor.findUniqueOrThrow({
      where: { email: 'bea.bulk@example.test' },
    });
    await context.advisor.post('/leads/bulk', { action: 'assign', assigneeId: beaId, ids }).expect(200);
    expect((await stored(ids)).map((lead) => lead.assigneeId)).toEqual([beaId, beaId]);
    const rows = ((await second.get('/leads?q=Bulk%20Assign').expect(200)).body as LeadList).leads;
    expect(rows.map((row) => row.assignee)).toEqual(['bea.bulk@example.test', 'bea.bulk@example.test']);
    expect((await auditOf(ids)).map((entry) => entry.action)).toEqual(['ASSIGN', 'ASSIGN']);

    await context.advisor.post('/leads/bulk', { action: 'assign', assigneeId: randomUUID(), ids }).expect(400);
    expect((await stored(ids)).map((lead) => lead.assigneeId)).toEqual([beaId, beaId]);
    await context.advisor.post('/leads/bulk', { action: 'assign', assigneeId: null, ids }).expect(200);
    expect((await stored(ids)).map((lead) => lead.assigneeId)).toEqual([null, null]);
  });

  test('erases the selection as a single erasure does, an audit row each; gone ids are not counted', async () => {
    const ids = await submitMany(3, 'Bulk Delete');
    const answer = await context.advisor
      .post('/leads/bulk', { action: 'delete', ids: [...ids, randomUUID()] })
      .expect(200);
    expect(answer.body).toEqual({ count: 3 });
    expect(await stored(ids)).toEqual([]);
    const jobs = await context.testApp.services.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'leadId' = ANY($1) OR data->'leadIds' ?| $1::text[]`,
      [ids],
    );
    expect(jobs.rows[0]!.n).toBe(0);
    expect((await auditOf(ids)).map((entry) => entry.action)).toEqual(['DELETE', 'DELETE', 'DELETE']);
  });

  test(`refuses more than ${BULK_MAX_IDS} ids, none, non-ids and unknown actions`, async () => {
    const many = Array.from({ length: BULK_MAX_IDS + 1 }, () => randomUUID());
    await context.advisor.post('/leads/bulk', { action: 'delete', ids: many }).expect(400);
    await context.advisor.post('/leads/bulk', { action: 'delete', ids: many.slice(0, BULK_MAX_IDS) }).expect(200);
    await context.advisor.post('/leads/bulk', { action: 'delete', ids: [] }).expect(400);
    await context.advisor.post('/leads/bulk', { action: 'delete', ids: ['1 OR 1=1'] }).expect(400);
    await context.advisor.post('/leads/bulk', { action: 'status', status: 'GONE', ids: [randomUUID()] }).expect(400);
    await context.advisor.post('/leads/bulk', { action: 'truncate', ids: [randomUUID()] }).expect(400);
  });

  test('needs a session and a same-origin request', async () => {
    const [id] = await submitMany(1, 'Bulk Guard');
    const body = { action: 'delete', ids: [id] };
    await request(context.testApp.app).post('/inbox/api/leads/bulk').set('Origin', TEST_ORIGIN).send(body).expect(401);
    await request(context.testApp.app)
      .post('/inbox/api/leads/bulk')
      .set('Cookie', context.advisor.cookie)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(body)
      .expect(403);
    expect(await stored([id!])).toHaveLength(1);
  });
});

describe('every lead matching the filter', () => {
  test('acts on all of them, beyond the page, when the count she was shown still holds', async () => {
    const ids = await submitMany(30, 'Matching Everyone');
    const filters = { q: 'Matching Everyone', status: 'NEW' };
    const list = (await context.advisor.get('/leads?q=Matching%20Everyone&status=NEW').expect(200)).body as LeadList;
    expect({ total: list.total, onPage: list.leads.length }).toEqual({ total: 30, onPage: 25 });
    const answer = await context.advisor
      .post('/leads/bulk', { action: 'status', status: 'CONTACTED', matching: { filters, count: 30 } })
      .expect(200);
    expect(answer.body).toEqual({ count: 30 });
    expect((await stored(ids)).every((lead) => lead.status === 'CONTACTED')).toBe(true);
    expect(await auditOf(ids)).toHaveLength(30);
  });

  test('changes nothing when the leads matching are no longer the number she was shown', async () => {
    const ids = await submitMany(3, 'Matching Moved');
    const matching = { filters: { q: 'Matching Moved' }, count: 3 };
    await submitMany(1, 'Matching Moved');
    const refused = await context.advisor
      .post('/leads/bulk', { action: 'assign', assigneeId: null, matching })
      .expect(400);
    expect(refused.body.code).toBe('inbox.bulkCountChanged');
    await context.advisor.post('/leads/bulk', { action: 'delete', matching }).expect(400);
    expect(await stored(ids)).toHaveLength(3);
    await context.advisor.post('/leads/bulk', { action: 'delete', matching: { ...matching, count: 4 } }).expect(200);
    expect(await stored(ids)).toHaveLength(0);
  });

  test('ids or the filter, never both or neither; the filter as strict as the list’s', async () => {
    const [id] = await submitMany(1, 'Matching Shape');
    const matching = { filters: { q: 'Matching Shape' }, count: 1 };
    await context.advisor.post('/leads/bulk', { action: 'delete', ids: [id], matching }).expect(400);
    await context.advisor.post('/leads/bulk', { action: 'delete' }).expect(400);
    await context.advisor.post('/leads/bulk', { action: 'delete', matching: { ...matching, count: 0 } }).expect(400);
    await context.advisor
      .post('/leads/bulk', { action: 'delete', matching: { filters: { status: 'GONE' }, count: 1 } })
      .expect(400);
    expect(await stored([id!])).toHaveLength(1);
  });
});

describe('what a list row shows', () => {
  test('the first words of the visitor’s message, on one line', async () => {
    const message = `Hola,\n\nllego en septiembre ${'y necesito ayuda '.repeat(20)}`;
    const id = await submit('contact', { nombreCompleto: 'Preview Row', mensaje: message });
    const row = ((await context.advisor.get('/leads?q=Preview%20Row').expect(200)).body as LeadList).leads[0]!;
    expect(row.id).toBe(id);
    expect(row.preview).toMatch(/^Hola, llego en septiembre y necesito/);
    expect(row.preview!.length).toBe(120);
    expect(row.phone).toBe(VALID_FORM_DATA.contact.telefono);
  });

  test('the services as the site names them, in both languages', async () => {
    const names = (await context.advisor.get('/services').expect(200)).body as ServiceNames;
    expect(names.es.health).toBe('Seguro médico y Zorgtoeslag');
    expect(names.en.taxReturn).toMatch(/tax return/i);
    expect(names.es.contact).toBe('Contacto');
  });
});
