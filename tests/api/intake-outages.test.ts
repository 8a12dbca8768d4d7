// A request is acknowledged only once it is committed, and nothing committed is lost
// when the mail server is away; with the database away the visitor is told to retry.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { afterEach, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { createTestSmtp, type TestSmtp, leadMail } from '../setup/smtp-server';
import { botProof } from '../setup/bot-check';
import { startTestApp, type TestApp } from '../setup/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function started<T extends TestApp | TestSmtp>(thing: T): T {
  cleanups.push(() => ('close' in thing ? thing.close() : thing.stop()));
  return thing;
}

const contact = async (app: TestApp['app']) =>
  request(app)
    .post(SUBMIT_PATH)
    .send({
      formType: 'Contacto',
      formData: VALID_FORM_DATA.contact,
      userEmail: VALID_FORM_DATA.contact.email,
      ...(await botProof(app)),
    });

test('with the SMTP server down the lead is acknowledged, and its emails arrive once SMTP is back', async () => {
  const smtp = started(await createTestSmtp());
  const testApp = started(await startTestApp({ smtpUrl: smtp.url }));
  await smtp.stop();

  const response = await contact(testApp.app);
  expect(response.status).toBe(200);
  const id: string = response.body.id;
  // The queue tries, fails and records the failure on the lead while SMTP is away.
  const state = () => testApp.services.prisma.lead.findUniqueOrThrow({ where: { id } });
  await expect.poll(async () => (await state()).notificationTries, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  expect((await state()).notificationState).not.toBe('SENT');
  expect(smtp.messages).toHaveLength(0);

  await smtp.start();
  await smtp.waitFor(leadMail(id, 'advisor'), 30_000);
  await smtp.waitFor(leadMail(id, 'confirmation'), 30_000);
  await expect.poll(async () => (await state()).notificationState, { timeout: 10_000 }).toBe('SENT');
});

test('with the database down the answer is 503, no success is claimed, and it recovers', async () => {
  const testApp = started(await startTestApp({ databaseBehindProxy: true }));
  const proxy = testApp.databaseProxy!;
  await proxy.cut();

  const refused = await contact(testApp.app);
  expect(refused.status).toBe(503);
  expect(refused.body).toEqual({
    success: false,
    error: 'No hemos podido guardar tu solicitud en este momento. Inténtalo de nuevo en unos minutos.',
  });
  expect((await request(testApp.app).get('/healthz')).status).toBe(503);

  await proxy.restore();
  const accepted = await contact(testApp.app);
  expect(accepted.status).toBe(200);
  expect(await testApp.services.prisma.lead.count()).toBe(1);
  expect((await request(testApp.app).get('/healthz')).status).toBe(200);
});

test('without SMTP_URL every email is written as an .eml file under DATA_DIR/mail', async () => {
  const testApp = started(await startTestApp());
  const response = await contact(testApp.app);
  expect(response.status).toBe(200);
  const folder = path.join(testApp.env.DATA_DIR, 'mail');
  const files = async () => (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  await expect.poll(async () => (await files()).length, { timeout: 15_000 }).toBe(2);
  const advisor = (await files()).find((name) => name.includes('advisor'))!;
  const message = await simpleParser(await readFile(path.join(folder, advisor)));
  expect(message.subject).toContain(response.body.reference);
  expect(message.to && 'text' in message.to ? message.to.text : '').toBe('advisor@example.test');
  expect(message.text).toContain(VALID_FORM_DATA.contact.mensaje);
});
