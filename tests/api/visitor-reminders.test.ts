// The visitor's reminders (docs/decisions/0062-visitor-reminders-and-revoked-links.md), through
// the real queue to the real SMTP server: on days 3, 7 and 14, not before, once each however
// often and however many processes claim, at a decent hour in Amsterdam, in her language with a
// fresh link to her page, naming only what is missing; and they stop when what was asked
// arrives, when the request is closed, and when she or the advisor stops them. The clock is
// given to the claim (as tests/api/advisor-reminders.test.ts does), in a week far from the real
// one, with the leads' dates moved there.
import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { VisitorPageState } from '../../common/inbox/visitor-page';
import { requestPagePath } from '../../common/visitor-links';
import { claimDueVisitorReminders } from '../../server/visitor-reminders/claim-visitor-reminders';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { withInboxApp } from '../setup/inbox-app';
import { withTestSmtp, leadMail } from '../setup/smtp-server';
import { submitRequest } from '../setup/submit-lead';

const outbox = withTestSmtp();
const context = withInboxApp(() => ({ smtpUrl: outbox.smtp.url }));
const prisma = () => context.testApp.services.prisma;

/** Days after Monday 4 March 2030, at a UTC time (09:30 UTC is 10:30 in Amsterdam, in winter time). */
const day = (days: number, utc = '09:30') => new Date(`2030-03-${String(4 + days).padStart(2, '0')}T${utc}:00Z`);
const claim = async (at: Date, leadId: string) =>
  (await claimDueVisitorReminders(prisma(), context.testApp.services.boss, at))
    .filter((job) => job.leadId === leadId)
    .map((job) => job.day);

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const isReminder = (mail: ParsedMail) => /^(Recordatorio|Reminder):/.test(mail.subject ?? '');
const remindersTo = (email: string) =>
  outbox.smtp.messages.filter((mail) => recipient(mail) === email && isReminder(mail));
async function nthReminder(email: string, count: number): Promise<ParsedMail> {
  await expect.poll(() => remindersTo(email).length, { timeout: 20_000 }).toBe(count);
  return remindersTo(email)[count - 1]!;
}
const linkIn = (mail: ParsedMail, lang: 'es' | 'en') =>
  new RegExp(`http://localhost:3000(${lang === 'es' ? '/solicitud/' : '/en/request/'}[\\w-]{43})`).exec(
    mail.text ?? '',
  )?.[1];
const visitorPage = async (leadId: string) =>
  (await context.advisor.get(`/leads/${leadId}/visitor-page`).expect(200)).body as VisitorPageState;

/** A request sent now through the intake, its date moved to day 0 of the test's week. */
async function requestOnDayZero(
  form: 'taxReturn' | 'contact',
  lang: 'es' | 'en',
  changes: Record<string, unknown> = {},
) {
  const email = `reminded.${randomUUID().slice(0, 8)}@example.com`;
  const sent = await submitRequest(context.testApp.app, form, { email, ...changes }, lang);
  await prisma().lead.update({ where: { id: sent.id }, data: { createdAt: day(0, '09:00') } });
  return { ...sent, email };
}

describe('reminders to the visitor', () => {
  test('go on days 3, 7 and 14 at a decent hour, once each, in her language, naming only what is missing', async () => {
    const lead = await requestOnDayZero('taxReturn', 'en', { nombreCompleto: 'Lucía Fernández' });
    expect(await claim(day(2), lead.id)).toEqual([]);
    // 06:00 and 19:30 in Amsterdam: not a decent hour, even on the day.
    expect(await claim(day(3, '05:00'), lead.id)).toEqual([]);
    expect(await claim(day(3, '18:30'), lead.id)).toEqual([]);
    expect(await claim(day(3), lead.id)).toEqual([3]);
    expect(await claim(day(3, '10:30'), lead.id)).toEqual([]);

    const first = await nthReminder(lead.email, 1);
    expect(first.subject).toBe(
      `Reminder: we still need something for your request ${lead.reference} · Asesoría Países Bajos`,
    );
    expect(first.text).toContain('Hello Lucía,');
    expect(first.text).toContain("- Your mortgage's annual statement and your home's WOZ value");
    expect(first.text).toContain('- Your bank balances on 1 January');
    // What she only has at hand (DigiD, her IBAN) never arrives as a file: it is never reminded.
    expect(first.text).not.toContain('DigiD');
    const answers = VALID_FORM_DATA.taxReturn;
    for (const value of [answers.bsn, answers.fechaNacimiento, 'Fernández', answers.direccion, answers.telefono])
      expect(`${first.text}${String(first.html)}`).not.toContain(value);
    // A fresh link of its own, which opens her page in English with the reminders' button.
    const link = linkIn(first, 'en');
    expect(link).toBeDefined();
    expect(link).not.toBe(requestPagePath('en', lead.visitorToken));
    const page = await request(context.testApp.app).get(link!).expect(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain(lead.reference);
    expect(page.text).toContain(`<form method="post" action="${link}/stop-reminders">`);
    // A good mailer's unsubscribe headers, to the same address (RFC 2369, RFC 8058).
    const header = (key: string) => first.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <http://localhost:3000${link}/stop-reminders>`);

    // The mortgage statement arrives: the next reminder names it no more.
    await prisma().leadFile.create({
      data: {
        id: randomUUID(),
        leadId: lead.id,
        field: 'mortgageStatement',
        originalName: 'hypotheek.pdf',
        mimeType: 'application/pdf',
        size: 1000,
        sha256: '0'.repeat(64),
      },
    });
    expect(await claim(day(6), lead.id)).toEqual([]);
    expect(await claim(day(7), lead.id)).toEqual([7]);
    const second = await nthReminder(lead.email, 2);
    expect(second.text).not.toContain('mortgage');
    expect(second.text).toContain('- Your bank balances on 1 January');
    expect(await claim(day(13), lead.id)).toEqual([]);
    expect(await claim(day(14), lead.id)).toEqual([14]);
    await nthReminder(lead.email, 3);
    expect(await claim(day(15), lead.id)).toEqual([]);
    expect(await claim(day(16), lead.id)).toEqual([]);

    // The advisor sees each on the lead.
    const state = await visitorPage(lead.id);
    expect(state.reminders.sent.map((reminder) => reminder.day)).toEqual([3, 7, 14]);
    expect(state.reminders.running).toBe(true);
    expect(remindersTo(lead.email)).toHaveLength(3);
  });

  test('stop when every paper asked of her has arrived', async () => {
    const lead = await requestOnDayZero('taxReturn', 'es');
    expect(await claim(day(3), lead.id)).toEqual([3]);
    await nthReminder(lead.email, 1);
    const file = (field: string) => ({
      id: randomUUID(),
      leadId: lead.id,
      field,
      originalName: `${field}.pdf`,
      mimeType: 'application/pdf',
      size: 1000,
      sha256: '0'.repeat(64),
    });
    // The form's own uploads came with the request; what her answers still ask for arrives now.
    await prisma().leadFile.createMany({ data: ['mortgageStatement', 'balances', 'incomeStatement'].map(file) });
    expect(await claim(day(7), lead.id)).toEqual([]);
    expect(await claim(day(14), lead.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(remindersTo(lead.email)).toHaveLength(1);
  });

  test('a day passed while nothing ran is made up once, the latest only', async () => {
    const lead = await requestOnDayZero('taxReturn', 'es');
    // Three processes look at once on day 8: one reminder, day 7's; day 3's is passed over.
    const claims = await Promise.all([1, 2, 3].map(() => claim(day(8), lead.id)));
    expect(claims.flat()).toEqual([7]);
    const mail = await nthReminder(lead.email, 1);
    expect(mail.subject).toMatch(/^Recordatorio: nos falta algo para tu solicitud/);
    // Her link opens her page in Spanish.
    const page = await request(context.testApp.app).get(linkIn(mail, 'es')!).expect(200);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('Recordatorios por correo');
    expect(await claim(day(9), lead.id)).toEqual([]);
    // Weeks late, day 14's is not sent at all.
    expect(await claim(day(20), lead.id)).toEqual([]);
  });

  test('a question for her is reminded from the day it was asked, and stops when she answers', async () => {
    const lead = await requestOnDayZero('contact', 'es');
    // The contact form names no document: nothing is asked of her.
    expect(await claim(day(3), lead.id)).toEqual([]);
    await context.advisor.post(`/leads/${lead.id}/notes`, { body: '¿Tienes ya tu BSN?', forVisitor: true }).expect(201);
    await prisma().leadNote.updateMany({ where: { leadId: lead.id }, data: { createdAt: day(5, '15:00') } });
    expect(await claim(day(7), lead.id)).toEqual([]);
    expect(await claim(day(8), lead.id)).toEqual([3]);
    const mail = await nthReminder(lead.email, 1);
    expect(mail.text).toContain('- Tu respuesta a nuestra pregunta');

    const page = requestPagePath('es', lead.visitorToken);
    await request(context.testApp.app)
      .post(`${page}/reply`)
      .type('form')
      .send({ body: 'Sí, ya lo tengo.' })
      .expect(303);
    await prisma().leadNote.updateMany({
      where: { leadId: lead.id, kind: 'FROM_VISITOR' },
      data: { createdAt: day(9) },
    });
    expect(await claim(day(12), lead.id)).toEqual([]);
    expect((await request(context.testApp.app).get(page).expect(200)).text).not.toContain('data-testid="reminders"');
    expect((await visitorPage(lead.id)).reminders.running).toBe(false);
  });

  test('a request with a booked call is reminded of a question only, not of its documents', async () => {
    const lead = await requestOnDayZero('taxReturn', 'es');
    await prisma().booking.create({
      data: {
        id: randomUUID(),
        leadId: lead.id,
        kind: 'FREE_CONSULTATION',
        startsAt: day(9, '10:00'),
        endsAt: day(9, '10:30'),
      },
    });
    expect(await claim(day(3), lead.id)).toEqual([]);
    await context.advisor
      .post(`/leads/${lead.id}/notes`, { body: '¿Tu pareja también declara?', forVisitor: true })
      .expect(201);
    await prisma().leadNote.updateMany({ where: { leadId: lead.id }, data: { createdAt: day(4, '12:00') } });
    expect(await claim(day(7), lead.id)).toEqual([3]);
    const mail = await nthReminder(lead.email, 1);
    expect(mail.text).toContain('- Tu respuesta a nuestra pregunta');
    expect(mail.text).not.toContain('DigiD');
  });

  test('stop when the advisor closes the request, marks it spam, holds it or erases it', async () => {
    const won = await requestOnDayZero('taxReturn', 'es');
    const spam = await requestOnDayZero('taxReturn', 'es');
    const held = await requestOnDayZero('taxReturn', 'es');
    const erased = await requestOnDayZero('taxReturn', 'es');
    expect(await claim(day(3), won.id)).toEqual([3]);
    await context.advisor.patch(`/leads/${won.id}`, { status: 'WON' }).expect(200);
    await context.advisor.patch(`/leads/${spam.id}`, { status: 'SPAM' }).expect(200);
    await prisma().lead.update({ where: { id: held.id }, data: { status: 'REVIEW' } });
    await context.advisor.delete(`/leads/${erased.id}`).expect(204);
    for (const lead of [won, spam, held, erased]) expect(await claim(day(7), lead.id)).toEqual([]);
  });

  test('a claimed reminder whose reason went before it was sent is dropped; a failed send leaves no link', async () => {
    const lead = await requestOnDayZero('taxReturn', 'es');
    await outbox.smtp.waitFor(leadMail(lead.id, 'confirmation'));
    const links = () => prisma().visitorLink.count({ where: { leadId: lead.id } });
    const before = await links();
    const job = async () =>
      (
        await prisma().$queryRaw<{ state: string; retry_count: number }[]>`SELECT state::text, retry_count
          FROM pgboss.job WHERE name = 'visitor-reminder-mail' AND data->>'leadId' = ${lead.id}`
      )[0];
    outbox.smtp.setFailure('defer-data');
    try {
      expect(await claim(day(3), lead.id)).toEqual([3]);
      await expect.poll(async () => (await job())?.retry_count ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
      // She stops them while the server still defers: an attempt that reads the lead after this
      // sends nothing and ends the job; one that read it before fails again.
      const page = requestPagePath('es', lead.visitorToken);
      await request(context.testApp.app).post(`${page}/stop-reminders`).expect(303);
      await expect.poll(async () => (await job())?.state, { timeout: 30_000 }).toBe('completed');
    } finally {
      outbox.smtp.setFailure('none');
    }
    expect(remindersTo(lead.email)).toHaveLength(0);
    expect(await links()).toBe(before);
    expect((await visitorPage(lead.id)).reminders.sent).toEqual([]);
  });

  test('stop when she asks, from the email’s link (one tap more) or her mail app’s one-click unsubscribe', async () => {
    const lead = await requestOnDayZero('taxReturn', 'en');
    expect(await claim(day(3), lead.id)).toEqual([3]);
    const mail = await nthReminder(lead.email, 1);
    const stop = /Stop these reminders: http:\/\/localhost:3000(\S+)/.exec(mail.text ?? '')?.[1];
    expect(stop).toMatch(/^\/en\/request\/[\w-]{43}\/stop-reminders$/);
    // Following the link changes nothing (a mail scanner follows links): it shows the button.
    const confirm = await request(context.testApp.app).get(stop!).expect(200);
    expect(confirm.text).toContain('Stop the reminders?');
    expect(confirm.text).toContain(`<form method="post" action="${stop}">`);
    expect(confirm.headers['referrer-policy']).toBe('no-referrer');
    expect(await claim(day(7), lead.id)).toEqual([7]);
    await nthReminder(lead.email, 2);
    // What a mail app posts for RFC 8058's one click.
    const stopped = await request(context.testApp.app)
      .post(stop!)
      .type('form')
      .send({ 'List-Unsubscribe': 'One-Click' })
      .expect(303);
    expect(stopped.headers.location).toBe(`${stop!.replace('/stop-reminders', '')}?done=remindersStopped`);
    const after = await request(context.testApp.app)
      .get(stopped.headers.location as string)
      .expect(200);
    expect(after.text).toContain('Done: reminders stopped.');
    expect(after.text).toContain('We will send you no more reminders about this request.');
    expect(await claim(day(14), lead.id)).toEqual([]);
    const state = await visitorPage(lead.id);
    expect(state.reminders.stoppedBy).toBe('visitor');
    expect(state.reminders.sent.map((reminder) => reminder.day)).toEqual([3, 7]);
  });

  test('the advisor can stop them from the lead', async () => {
    const lead = await requestOnDayZero('taxReturn', 'es');
    const state = (await context.advisor.post(`/leads/${lead.id}/visitor-page/stop-reminders`).expect(200))
      .body as VisitorPageState;
    expect(state.reminders.stoppedBy).toBe('advisor');
    expect(await claim(day(3), lead.id)).toEqual([]);
  });
});
