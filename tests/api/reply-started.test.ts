// "Reply started": the WhatsApp, call and email buttons of the advisor's email (taken from the
// email the real SMTP server received) go through this server, which records on the lead when
// and how a reply was started — never as contacted, since mail scanners open links too — and
// forwards to wa.me, tel: or mailto: with the firm's reply. The lead and Today then show it, and
// the lead stays new until she marks it contacted. Forged, foreign or spam links record nothing.
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import type { LeadDetail, TodayList } from '../../common/inbox/api';
import { withInboxApp } from '../setup/inbox-app';
import { withTestSmtp, leadMail } from '../setup/smtp-server';
import { submitLead } from '../setup/submit-lead';

const outbox = withTestSmtp();
const context = withInboxApp(() => ({ smtpUrl: outbox.smtp.url }));

/** The reply links of the advisor's email about a lead (by its Message-ID: the visitor's confirmation names the reference too), by the button's label. */
async function emailLinks(id: string): Promise<Record<string, string>> {
  const mail = await outbox.smtp.waitFor(leadMail(id, 'advisor'));
  const links = [...mail.text!.matchAll(/^(WhatsApp|Llamar|Escribir correo): (\S+)$/gm)];
  return Object.fromEntries(links.map(([, label, url]) => [label!, url!]));
}
const path = (url: string) => url.replace('http://localhost:3000', '');
const detail = async (id: string) => (await context.advisor.get(`/leads/${id}`).expect(200)).body as LeadDetail;

describe('a reply started from the advisor’s email', () => {
  let id: string;
  let lead: LeadDetail;
  let links: Record<string, string>;
  beforeAll(async () => {
    id = await submitLead(context.testApp.app, 'taxReturn', {
      nombreCompleto: 'Lucía Fernández',
      telefono: '06 12345678',
    });
    lead = await detail(id);
    links = await emailLinks(id);
  });

  test('WhatsApp forwards to the chat with the firm’s reply written, and records the start, not a contact', async () => {
    expect(Object.keys(links)).toEqual(['WhatsApp', 'Llamar', 'Escribir correo']);
    const response = await request(context.testApp.app).get(path(links.WhatsApp!)).expect(303);
    expect(response.headers.location).toBe(`https://wa.me/31612345678?text=${encodeURIComponent(lead.reply.whatsapp)}`);
    expect(response.headers['cache-control']).toBe('no-store');
    const after = await detail(id);
    expect(after).toMatchObject({ status: 'NEW', replyStartedVia: 'whatsapp', history: [] });
    expect(Date.now() - Date.parse(after.replyStartedAt!)).toBeLessThan(60_000);
    const today = (await context.advisor.get('/today').expect(200)).body as TodayList;
    expect(today.newLeads.find((row) => row.id === id)).toMatchObject({ replyStartedVia: 'whatsapp' });
  });

  test('call and email forward to the phone and the mail app with the reply; the latest start is kept', async () => {
    const call = await request(context.testApp.app).get(path(links.Llamar!)).expect(303);
    expect(call.headers.location).toBe('tel:0612345678');
    expect((await detail(id)).replyStartedVia).toBe('call');
    const email = await request(context.testApp.app).get(path(links['Escribir correo']!)).expect(303);
    const mailto = new URL(email.headers.location!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.searchParams.get('subject')).toBe(lead.reply.emailSubject);
    expect(mailto.searchParams.get('body')).toBe(lead.reply.emailBody.replace(/\n/g, '\r\n'));
    expect(await detail(id)).toMatchObject({ status: 'NEW', replyStartedVia: 'email' });
  });

  test('marking it contacted is still her own step, recorded in the history', async () => {
    await context.advisor.patch(`/leads/${id}`, { status: 'CONTACTED' }).expect(200);
    const after = await detail(id);
    expect(after.history).toEqual([expect.objectContaining({ from: 'NEW', to: 'CONTACTED', by: 'ana@example.test' })]);
  });
});

describe('links that record nothing', () => {
  test('a forged or altered signature, another lead’s or channel’s signature, an unknown channel: 404', async () => {
    const id = await submitLead(context.testApp.app, 'contact', { nombreCompleto: 'Pablo Ruiz' });
    const other = await submitLead(context.testApp.app, 'contact', { nombreCompleto: 'Otra Persona' });
    const { replyLinks } = context.testApp.services;
    const good = replyLinks.path(id, 'email');
    const signature = new URL(good, 'http://x').searchParams.get('s')!;
    for (const forged of [
      good.replace(/s=.*/, 's=AAAAAAAAAAAAAAAAAAAAAA'),
      good.replace(/s=.*/, ''),
      good.slice(0, -1),
      `${replyLinks.path(other, 'email').split('?')[0]}?s=${signature}`,
      `${replyLinks.path(id, 'call').split('?')[0]}?s=${signature}`,
      good.replace('/email?', '/sms?'),
      good.replace(id, 'not-a-uuid'),
    ]) {
      await request(context.testApp.app).get(forged).expect(404);
    }
    expect((await detail(id)).replyStartedAt).toBeNull();
    expect((await detail(other)).replyStartedAt).toBeNull();
  });

  test('a channel the lead has no way for, a spam lead, an erased lead: 404', async () => {
    const { replyLinks, prisma } = context.testApp.services;
    const withoutPhone = await submitLead(context.testApp.app, 'contact', {
      nombreCompleto: 'Sin Teléfono',
      telefono: '',
    });
    await request(context.testApp.app).get(replyLinks.path(withoutPhone, 'whatsapp')).expect(404);
    const spam = await submitLead(context.testApp.app, 'contact', { nombreCompleto: 'Spam Bot' });
    await prisma.lead.update({ where: { id: spam }, data: { status: 'SPAM' } });
    await request(context.testApp.app).get(replyLinks.path(spam, 'email')).expect(404);
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: spam } })).replyStartedAt).toBeNull();
    await context.advisor.delete(`/leads/${spam}`).expect(204);
    await request(context.testApp.app).get(replyLinks.path(spam, 'email')).expect(404);
  });
});
