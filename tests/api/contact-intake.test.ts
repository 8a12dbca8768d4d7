// A contact request is stored, acknowledged with its id, and emailed to the advisor.
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { VALID_FORM_DATA } from '../../common/forms/examples';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { startTestApp, type TestApp } from '../setup/test-app';

let smtp: TestSmtp;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await createTestSmtp();
  testApp = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

test('a valid contact request is committed, acknowledged and emailed', async () => {
  const response = await request(testApp.app)
    .post('/functions/send-form-email')
    .send({ formType: 'Contacto', formData: VALID_FORM_DATA.contact, userEmail: VALID_FORM_DATA.contact.email });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ success: true, id: expect.any(String) });
  const lead = await testApp.services.prisma.lead.findUniqueOrThrow({ where: { id: response.body.id } });
  expect(lead.formType).toBe('contact');
  const mail = await smtp.waitFor(
    (message) => (message.subject?.includes(response.body.id) ?? false) && message.messageId?.includes('.advisor@') === true,
  );
  expect(mail.text).toContain(String(VALID_FORM_DATA.contact.nombreCompleto));
});

test('a missing required field gives 400 naming the field, and nothing is stored', async () => {
  const { nombreCompleto: _omitted, ...rest } = VALID_FORM_DATA.contact;
  const response = await request(testApp.app)
    .post('/functions/send-form-email')
    .send({ formType: 'Contacto', formData: rest });
  expect(response.status).toBe(400);
  expect(response.body.success).toBe(false);
  expect(response.body.error).toBe('Por favor, completa todos los campos obligatorios.');
  expect(response.body.fieldErrors.nombreCompleto.code).toBe('validation.required');
  expect(await testApp.services.prisma.lead.count()).toBe(1);
});
