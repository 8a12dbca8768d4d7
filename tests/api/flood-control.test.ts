// No relay and flood control, through the real endpoint, queue and SMTP server: the visitor's
// confirmation carries no text they typed but a first name of letters; one address gets at
// most a few confirmations a day (the leads are still stored and the advisor told); the
// advisor's notifications overtake waiting confirmations; past the daily document budget an
// address gets a 429 that says why. The per-network budgets are in to-review.test.ts.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { translate } from '../../common/forms/messages';
import { FORMS } from '../../common/forms/registry';
import { pdfBytes } from '../fixtures/files';
import { botProof } from '../setup/bot-check';
import { createTestSmtp, type TestSmtp, leadMail } from '../setup/smtp-server';
import { startTestApp, type TestApp } from '../setup/test-app';

let smtp: TestSmtp;
let testApp: TestApp;
const CONFIRMATIONS_PER_DAY = 3;

beforeAll(async () => {
  smtp = await createTestSmtp();
  testApp = await startTestApp({
    smtpUrl: smtp.url,
    env: { CONFIRMATIONS_PER_ADDRESS_PER_DAY: String(CONFIRMATIONS_PER_DAY), UPLOAD_BUDGET_MB_PER_DAY: '1' },
  });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

const confirmationOf = (id: string) => leadMail(id, 'confirmation');
const advisorMailOf = (id: string) => leadMail(id, 'advisor');

async function contact(formData: Record<string, unknown>, proof?: object): Promise<string> {
  const response = await request(testApp.app)
    .post(SUBMIT_PATH)
    .send({
      formType: FORMS.contact.label,
      formData: { ...VALID_FORM_DATA.contact, ...formData },
      userEmail: formData.email,
      ...(proof ?? (await botProof(testApp.app))),
    });
  expect(response.status).toBe(200);
  return response.body.id as string;
}

describe('no relay', () => {
  test.each([
    [
      'no-break spaces',
      'Ana\u00a0URGENT:\u00a0your\u00a0parcel\u00a0is\u00a0held.\u00a0Pay\u00a0at\u00a0https://spam.example/p',
      'Ana',
    ],
    ['digits and a link as the name', 'https://spam.example/p 4242', ''],
    ['a phone number', '+31 6 1234 5678 call now', ''],
  ])('%s: the confirmation greets with letters only and repeats nothing typed', async (_case, name, greeted) => {
    const email = `relay.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`;
    const mensaje = 'URGENT: your parcel is held. Pay the fee at https://spam.example/p';
    const id = await contact({ nombreCompleto: name, email, telefono: '+31 6 1234 5678', mensaje, asunto: 'Parcel' });
    const mail = await smtp.waitFor(confirmationOf(id));
    const text = `${mail.subject}\n${mail.text}\n${mail.html}`;
    expect(mail.text).toMatch(greeted ? new RegExp(`^Hola, ${greeted}:`) : /^Hola:/);
    for (const typed of ['URGENT', 'parcel', 'spam.example', 'https://spam', '1234', 'Parcel', '4242'])
      expect(text, typed).not.toContain(typed);
  });

  test(`one address gets at most ${CONFIRMATIONS_PER_DAY} confirmations a day, however written; every lead is kept and the advisor told`, async () => {
    const base = `capped.${Date.now()}`;
    const spellings = [`${base}@example.test`, `${base}+1@example.test`, `${base.toUpperCase()}@EXAMPLE.TEST`];
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await contact({ email: spellings[i % spellings.length] }));
    for (const id of ids) await smtp.waitFor(advisorMailOf(id));
    // The confirmations are decided by their own queue job, after the advisor's email: seconds on a busy machine.
    await expect
      .poll(
        async () =>
          (
            await testApp.services.prisma.lead.findMany({
              where: { id: { in: ids } },
              select: { confirmationState: true },
            })
          )
            .map((lead) => lead.confirmationState)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual(['NOT_NEEDED', 'NOT_NEEDED', 'SENT', 'SENT', 'SENT']);
    const confirmations = smtp.messages.filter((mail) => ids.some((id) => confirmationOf(id)(mail)));
    expect(confirmations).toHaveLength(CONFIRMATIONS_PER_DAY);
    expect(await testApp.services.prisma.lead.count({ where: { id: { in: ids }, status: 'NEW' } })).toBe(5);
  });

  test(`one Gmail mailbox gets at most ${CONFIRMATIONS_PER_DAY} confirmations a day through dotted and Googlemail spellings`, async () => {
    const name = `capped${Date.now()}`;
    // What the probe sent: the same mailbox with dots moved about, and its other domain.
    const spellings = Array.from({ length: 8 }, (_, i) =>
      i % 4 === 3 ? `${name}@googlemail.com` : `${name.slice(0, i + 1)}.${name.slice(i + 1)}@gmail.com`,
    );
    const ids: string[] = [];
    for (const email of spellings) ids.push(await contact({ email }));
    for (const id of ids) await smtp.waitFor(advisorMailOf(id));
    await expect
      .poll(
        async () =>
          testApp.services.prisma.lead.count({
            where: { id: { in: ids }, confirmationState: { in: ['SENT', 'NOT_NEEDED'] } },
          }),
        { timeout: 20_000 },
      )
      .toBe(ids.length);
    const confirmations = smtp.messages.filter((mail) => ids.some((id) => confirmationOf(id)(mail)));
    console.log(`Confirmations to one Gmail mailbox through ${ids.length} spellings: ${confirmations.length}`);
    expect(confirmations).toHaveLength(CONFIRMATIONS_PER_DAY);
  });
});

test("the advisor's notifications overtake confirmations waiting in the queue", async () => {
  // A slow mail server: each message takes 300 ms, so the queue backs up.
  smtp.setDelay(300);
  try {
    const proofs = await Promise.all(Array.from({ length: 10 }, () => botProof(testApp.app)));
    const ids = await Promise.all(
      proofs.map((proof, i) => contact({ email: `queue.${i}.${Date.now()}@example.test` }, proof)),
    );
    for (const id of ids) await smtp.waitFor(confirmationOf(id), 30_000);
    const order = smtp.messages.map((mail) => mail.messageId);
    const lastAdvisor = Math.max(...ids.map((id) => order.indexOf(`<lead-${id}.advisor@localhost>`)));
    const confirmationsBefore = ids.filter((id) => order.indexOf(`<lead-${id}.confirmation@localhost>`) < lastAdvisor);
    // In arrival order the ten notifications come first; at most the two or three confirmations
    // that workers had already taken when the rest of the leads arrived go out in between.
    expect(confirmationsBefore.length).toBeLessThanOrEqual(3);
  } finally {
    smtp.setDelay(0);
  }
});

test('past the daily document budget an address gets 429 with a message, and what fits is still taken', async () => {
  const upload = async (address: string, kilobytes: number) =>
    request(testApp.app)
      .post(SUBMIT_PATH)
      .set('X-Forwarded-For', address)
      .field('formType', FORMS.taxReturn.label)
      .field('formData', JSON.stringify(VALID_FORM_DATA.taxReturn))
      .field('language', 'en')
      .field(await botProof(testApp.app, 'taxReturn'))
      .attach('incomeStatement', pdfBytes('x'.repeat(kilobytes * 1024)), 'a.pdf');
  // The test app trusts no proxy hop, so every request counts for the same address.
  expect((await upload('198.51.100.1', 600)).status).toBe(200);
  const over = await upload('198.51.100.1', 600);
  expect(over.status).toBe(429);
  expect(over.body).toEqual({ success: false, error: translate('en', 'form.uploadBudget') });
  expect((await upload('198.51.100.1', 100)).status).toBe(200);
});
