// Each of the nine forms through the real endpoint: a valid request is committed with its
// validated fields and emailed; each rule of the shared schema answers 400 naming the field. The
// visitor's confirmation names as received the documents that arrived and asks her to have ready
// only those still missing that her answers make relevant (docs/decisions/0051-service-catalogue.md).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { PRIVACY_FIELDS, REQUIRED_FIELDS, VALID_FORM_DATA } from '../fixtures/form-examples';
import { fieldLabel } from '../../common/forms/messages';
import { FORMS, FORM_KEYS, type FormDefinition, type FormKey } from '../../common/forms/registry';
import { PRIVACY_POLICY_VERSION } from '../../common/business';
import { pdfBytes } from '../fixtures/files';
import { createTestSmtp, type TestSmtp, leadMail } from '../setup/smtp-server';
import { botProof } from '../setup/bot-check';
import { startTestApp, type TestApp } from '../setup/test-app';
import { VISITOR_TOKEN_PATTERN } from '../../common/visitor-links';

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

const submit = async (formKey: FormKey, formData: Record<string, unknown>, language = 'es') =>
  request(testApp.app)
    .post(SUBMIT_PATH)
    .send({
      formType: FORMS[formKey].label,
      formData,
      userEmail: formData.email ?? 'No especificado',
      language,
      ...(await botProof(testApp.app, formKey)),
    });

const example = (formKey: FormKey) => ({ ...VALID_FORM_DATA[formKey] }) as Record<string, unknown>;

test('the lead row carries the envelope: address, campaign, language and the email state', async () => {
  const data = example('contact');
  const withEmail = await request(testApp.app)
    .post(SUBMIT_PATH)
    .send({
      ...(await botProof(testApp.app)),
      formType: FORMS.contact.label,
      formData: data,
      userEmail: data.email,
      language: 'en',
      pagePath: '/en/contact',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
    });
  expect(withEmail.status).toBe(200);
  const lead = await testApp.services.prisma.lead.findUniqueOrThrow({ where: { id: withEmail.body.id } });
  expect(lead).toMatchObject({
    email: data.email,
    language: 'en',
    pagePath: '/en/contact',
    utmSource: 'newsletter',
    utmCampaign: 'autumn',
    confirmationState: 'PENDING',
    notificationState: 'PENDING',
    idempotencyKey: null,
  });
  expect(Math.abs(lead.updatedAt.getTime() - lead.createdAt.getTime())).toBeLessThan(1000);
  expect(Date.now() - lead.createdAt.getTime()).toBeLessThan(60_000);
});

describe.each(FORM_KEYS)('%s', (formKey) => {
  test('a valid request is stored with its fields and emailed to the advisor and the visitor', async () => {
    // An address of its own: one address gets only a few confirmations a day (server/mail/confirmation-quota.ts).
    const data = { ...example(formKey), email: `${formKey.toLowerCase()}@example.com` };
    const response = await submit(formKey, data);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      id: expect.any(String),
      reference: expect.stringMatching(/^APB-\d+$/),
      visitorToken: expect.stringMatching(VISITOR_TOKEN_PATTERN),
    });
    const id: string = response.body.id;

    const lead = await testApp.services.prisma.lead.findUniqueOrThrow({ where: { id } });
    expect(lead).toMatchObject({ formType: formKey, language: 'es', status: 'NEW' });
    // The agreement to the privacy policy is recorded with the policy's version where the form asks for it.
    if ((FORMS[formKey] as FormDefinition).privacyField) {
      expect(lead.privacyPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
      expect(lead.privacyAcceptedAt?.getTime()).toBeCloseTo(lead.createdAt.getTime(), -3);
    } else {
      expect(lead).toMatchObject({ privacyPolicyVersion: null, privacyAcceptedAt: null });
    }
    const stored = lead.data as Record<string, unknown>;
    const expected = FORMS[formKey].schema.parse(data) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(Object.keys(expected).sort());
    for (const [field, value] of Object.entries(expected)) {
      if (field === 'bsn') {
        expect(stored.bsn).toMatch(/^enc:v1:/);
        expect(testApp.services.cipher.decrypt(stored.bsn as string)).toBe(value);
      } else {
        expect(stored[field]).toEqual(value);
      }
    }

    const advisorMail = await smtp.waitFor(leadMail(id, 'advisor'));
    expect(advisorMail.subject).toMatch(new RegExp(` · ${response.body.reference}$`));
    expect(advisorMail.subject).not.toContain(id);
    expect(advisorMail.to && 'text' in advisorMail.to ? advisorMail.to.text : '').toContain('advisor@example.test');
    // The name, phone and message open the email; the UTM fields are under "Origen"; every other field has its label.
    const opening = ['nombreCompleto', 'apellidos', 'telefono', 'whatsapp', 'mensaje', 'comentarios'];
    for (const field of Object.keys(expected).filter((field) => !opening.includes(field) && !field.startsWith('utm_')))
      expect(advisorMail.text).toContain(`${fieldLabel('es', field)}:`);
    for (const field of opening.filter((field) => typeof expected[field] === 'string'))
      expect(advisorMail.text).toContain(String(expected[field]));
    if ('bsn' in expected) {
      expect(advisorMail.text).not.toContain(String(expected.bsn));
      expect(advisorMail.text).toContain(`******${String(expected.bsn).slice(-3)}`);
    }
    expect(advisorMail.text).toContain(`http://localhost:3000/inbox/leads/${id}`);

    const confirmation = await smtp.waitFor(leadMail(id, 'confirmation'));
    expect(confirmation.subject).toMatch(new RegExp(`Ref\\. ${response.body.reference}$`));
    expect(confirmation.to && 'text' in confirmation.to ? confirmation.to.text : '').toContain(String(expected.email));
    await expect
      .poll(async () => (await testApp.services.prisma.lead.findUniqueOrThrow({ where: { id } })).notificationState, {
        timeout: 10_000,
      })
      .toBe('SENT');
  });

  test.each(REQUIRED_FIELDS[formKey])('without %s: 400 naming the field, nothing stored', async (field) => {
    const before = await testApp.services.prisma.lead.count();
    const data = example(formKey);
    delete data[field];
    const response = await submit(formKey, data);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toBe('Por favor, completa todos los campos obligatorios.');
    expect(response.body.fieldErrors[field]).toEqual({ code: 'validation.required', message: expect.any(String) });
    expect(await testApp.services.prisma.lead.count()).toBe(before);
  });
});

test.each([
  ['taxReturn', 'tienePareja', 'nombrePareja'],
  ['taxReturn', 'trabajoFuera', 'paisDuracion'],
  ['zzp', 'gastosProfesionales', 'tipoGastos'],
  ['health', 'tienePareja', 'nombrePareja'],
] as const)('%s: %s = si requires %s; = no drops it', async (formKey, question, dependent) => {
  const missing = example(formKey);
  delete missing[dependent];
  const refused = await submit(formKey, missing);
  expect(refused.status).toBe(400);
  expect(Object.keys(refused.body.fieldErrors)).toEqual([dependent]);

  const accepted = await submit(formKey, { ...example(formKey), [question]: 'no' });
  expect(accepted.status).toBe(200);
  const lead = await testApp.services.prisma.lead.findUniqueOrThrow({ where: { id: accepted.body.id } });
  expect(lead.data).not.toHaveProperty(dependent);
});

test('housing search: mascotasDetalle is kept with pets and dropped without', async () => {
  const withPets = await submit('housingSearch', example('housingSearch'));
  const withoutPets = await submit('housingSearch', { ...example('housingSearch'), mascotas: 'no' });
  const stored = await testApp.services.prisma.lead.findMany({
    where: { id: { in: [withPets.body.id, withoutPets.body.id] } },
    select: { id: true, data: true },
  });
  const dataOf = (id: string) => stored.find((lead) => lead.id === id)?.data as Record<string, unknown>;
  expect(dataOf(withPets.body.id).mascotasDetalle).toBe('Un gato');
  expect(dataOf(withoutPets.body.id)).not.toHaveProperty('mascotasDetalle');
});

test.each([
  ['taxReturn', 'situacionCivil', 'soltera', 'validation.option'],
  ['ruling30', 'tipoContrato', 'becario', 'validation.option'],
  ['contact', 'email', 'carlos.perez@', 'validation.email'],
  ['zzp', 'bsn', '123456789', 'validation.bsn'],
  ['zzp', 'numeroKVK', '1234567', 'validation.kvk'],
  ['health', 'codigoPostal', '3012', 'validation.postcode'],
  ['unemployment', 'fechaNacimiento', '1990-02-30', 'validation.date'],
  ['contact', 'mensaje', 'a'.repeat(5001), 'validation.tooLong'],
  ['consultation', 'nombreCompleto', 'x'.repeat(201), 'validation.tooLong'],
] as const)('%s.%s = %j is refused with 400 (%s)', async (formKey, field, value, code) => {
  const response = await submit(formKey, { ...example(formKey), [field]: value });
  expect(response.status).toBe(400);
  expect(response.body.error).toBe('Revisa los campos marcados.');
  expect(response.body.fieldErrors[field].code).toBe(code);
});

test.each(
  PRIVACY_FIELDS.flatMap((field) =>
    FORM_KEYS.filter((formKey) => field in VALID_FORM_DATA[formKey]).map((formKey) => [formKey, field] as const),
  ),
)('%s without %s ticked gives the exact privacy text', async (formKey, field) => {
  const response = await submit(formKey, { ...example(formKey), [field]: false });
  expect(response.status).toBe(400);
  expect(response.body.error).toBe('Debes aceptar la política de privacidad para continuar.');
  expect(response.body.fieldErrors[field].code).toBe('validation.privacy');
});

test('messages follow the visitor language', async () => {
  const { email: _omitted, ...data } = example('contact');
  const response = await submit('contact', data, 'en');
  expect(response.status).toBe(400);
  expect(response.body.error).toBe('Please complete all required fields.');
  expect(response.body.fieldErrors.email.message).not.toMatch(/obligatorio/);
});

test('an unknown form type and unexpected fields are not stored blindly', async () => {
  const unknown = await request(testApp.app)
    .post(SUBMIT_PATH)
    .send({ formType: 'Hackeo', formData: { a: 1 } });
  expect(unknown.status).toBe(400);
  expect(unknown.body.success).toBe(false);

  const extra = await submit('contact', { ...example('contact'), isAdmin: true, status: 'WON' });
  expect(extra.status).toBe(200);
  const lead = await testApp.services.prisma.lead.findUniqueOrThrow({ where: { id: extra.body.id } });
  expect(lead.data).not.toHaveProperty('isAdmin');
  expect(lead.status).toBe('NEW');
});

test('userEmail falls back to "No especificado" and is then not used as an address', async () => {
  const response = await request(testApp.app)
    .post(SUBMIT_PATH)
    .send({
      formType: 'Contacto',
      formData: example('contact'),
      userEmail: 'No especificado',
      ...(await botProof(testApp.app)),
    });
  expect(response.status).toBe(200);
  const lead = await testApp.services.prisma.lead.findUniqueOrThrow({ where: { id: response.body.id } });
  expect(lead.email).toBe(VALID_FORM_DATA.contact.email);
});

describe('the confirmation of a tax request with Dutch income, no mortgage and its jaaropgaaf attached', () => {
  const EXPECTED = {
    es: {
      received: 'Documentos recibidos:\n- El certificado anual de ingresos (jaaropgaaf) de cada empleador: 1 archivo\n',
      toHaveReady:
        'Ten a mano:\n- Tu DigiD (para entrar en la Belastingdienst)\n- El saldo de tus cuentas a 1 de enero\n- La carta de la Belastingdienst (si la has recibido)\n- El número de tu cuenta bancaria (IBAN)\n',
      mortgage: /hipoteca/i,
    },
    en: {
      received: 'Documents received:\n- The annual income statement (jaaropgaaf) from each employer: 1 file\n',
      toHaveReady:
        'Have these ready:\n- Your DigiD (to log in to the Belastingdienst)\n- Your bank balances on 1 January\n- The Belastingdienst letter (if you have received one)\n- Your bank account number (IBAN)\n',
      mortgage: /mortgage/i,
    },
  } as const;

  test.each(['es', 'en'] as const)(
    'names it received and asks neither it nor mortgage papers (%s)',
    async (language) => {
      const email = `documents.${language}@example.com`;
      const call = request(testApp.app)
        .post(SUBMIT_PATH)
        .field('formType', FORMS.taxReturn.label)
        .field('formData', JSON.stringify({ ...example('taxReturn'), ingresosHolanda: 'si', hipoteca: 'no', email }))
        .field('userEmail', email)
        .field('language', language);
      for (const [name, value] of Object.entries(await botProof(testApp.app, 'taxReturn'))) call.field(name, value);
      const response = await call.attach('incomeStatement', pdfBytes(), 'jaaropgaaf 2024.pdf');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const mail = await smtp.waitFor(leadMail(response.body.id, 'confirmation'));
      const expected = EXPECTED[language];
      expect(mail.text).toContain(expected.received);
      expect(mail.text).toContain(expected.toHaveReady);
      expect(mail.text).not.toMatch(expected.mortgage);
      // By what it is, never by the name the visitor gave the file.
      expect(mail.text).not.toContain('jaaropgaaf 2024.pdf');
    },
  );
});
