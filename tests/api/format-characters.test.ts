// Invisible characters in what the advisor reads: a name or subject carrying U+202E or U+2028
// would show "Contacto · Carlos ‮txt.exe‬ Pérez" in her email's subject. The shared form
// schemas (common/forms/fields.ts) strip them from every single-line field; a message keeps its
// lines but loses the bidi controls. Stored and mailed as cleaned.
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { FORMS } from '../../common/forms/registry';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const hostile = {
  ...VALID_FORM_DATA.contact,
  nombreCompleto: 'Carlos \u202etxt.exe\u202c Pérez',
  asunto: 'Llegada\u2028en septiembre\u2066\u200b',
  mensaje: 'Hola,\nllego en \u202eseptiembre\u202c.\u2029Gracias',
};
const cleaned = {
  nombreCompleto: 'Carlos txt.exe Pérez',
  asunto: 'Llegada en septiembre',
  mensaje: 'Hola,\nllego en septiembre.\nGracias',
};

test('the browser and the server clean the same way: the shared schema strips them', () => {
  const parsed = FORMS.contact.schema.parse(hostile) as Record<string, unknown>;
  expect(parsed).toMatchObject(cleaned);
});

test('a name made only of format characters is a missing name, not an empty one', () => {
  const result = FORMS.contact.schema.safeParse({ ...hostile, nombreCompleto: '\u202e\u2066\u200b' });
  expect(result.success).toBe(false);
});

test.each(['json', 'multipart'] as const)(
  'the intake stores names, subjects and messages cleaned (%s)',
  async (body) => {
    const post = request(testApp.app).post(SUBMIT_PATH);
    const response =
      body === 'json'
        ? await post.send({ formType: 'Contacto', formData: hostile })
        : await post.field('formType', 'Contacto').field('formData', JSON.stringify(hostile));
    expect(response.status).toBe(200);
    const lead = await testApp.services.prisma.lead.findUniqueOrThrow({
      where: { id: response.body.id },
      select: { data: true },
    });
    expect(lead.data).toMatchObject(cleaned);
  },
);
