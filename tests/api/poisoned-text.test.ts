// Characters no text field can hold (NUL, lone surrogates, Unicode noncharacters) in every
// text the server stores: the intake's fields, the inbox's search, notes and sign-in. Each is
// a 400 naming the field in the visitor's language, never a 500 from PostgreSQL.
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { translate } from '../../common/forms/messages';
import { signedInAdvisor, TEST_ORIGIN, type InboxClient } from '../setup/inbox-session';
import { startTestApp, type TestApp } from '../setup/test-app';

const POISON = ['a\u0000b', '\ud800', 'x\udfffy', 'fin\ufffe', '\ufdd0', 'plano \u{10ffff}'];
let testApp: TestApp;
let inbox: InboxClient;
let leadId: string;
const fivexx: string[] = [];

beforeAll(async () => {
  testApp = await startTestApp();
  inbox = await signedInAdvisor(testApp.app, testApp.services.prisma, 'poison@example.test');
  const stored = await request(testApp.app)
    .post(SUBMIT_PATH)
    .send({ formType: 'Contacto', formData: VALID_FORM_DATA.contact });
  leadId = stored.body.id;
});
afterAll(async () => {
  console.log(`5xx on poisoned text: ${fivexx.length}`);
  await testApp?.close();
});

const watch = (what: string, response: request.Response) => {
  if (response.status >= 500) fivexx.push(what);
  return response;
};

test.each(POISON)(
  'the intake refuses %j in a text field with 400, naming the field, in either language',
  async (bad) => {
    for (const language of ['es', 'en'] as const) {
      const response = watch(
        bad,
        await request(testApp.app)
          .post(SUBMIT_PATH)
          .send({ formType: 'Contacto', language, formData: { ...VALID_FORM_DATA.contact, mensaje: `Hola ${bad}` } }),
      );
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors.mensaje).toEqual({
        code: 'validation.characters',
        message: translate(language, 'validation.characters'),
      });
    }
    // The same in a multipart body, in the name field.
    const multipart = watch(
      bad,
      await request(testApp.app)
        .post(SUBMIT_PATH)
        .field('formType', 'Contacto')
        .field('formData', JSON.stringify({ ...VALID_FORM_DATA.contact, nombreCompleto: `Carlos ${bad}` })),
    );
    expect(multipart.status).toBe(400);
    expect(multipart.body.fieldErrors.nombreCompleto.code).toBe('validation.characters');
  },
);

test('the two languages have their own text for it', () => {
  expect(translate('es', 'validation.characters')).toMatch(/caracteres/);
  expect(translate('en', 'validation.characters')).toMatch(/characters/);
});

test('optional context (page, campaign) carrying such characters is dropped, and the request is stored', async () => {
  const response = watch(
    'context',
    await request(testApp.app).post(SUBMIT_PATH).send({
      formType: 'Contacto',
      formData: VALID_FORM_DATA.contact,
      pagePath: '/contacto\u0000',
      utm_source: '\ud800',
      utm_campaign: 'spring\ufffe',
    }),
  );
  expect(response.status).toBe(200);
  const lead = await testApp.services.prisma.lead.findUniqueOrThrow({
    where: { id: response.body.id },
    select: { pagePath: true, utmSource: true, utmCampaign: true },
  });
  expect(lead).toEqual({ pagePath: null, utmSource: null, utmCampaign: null });
});

test.each(POISON)('the inbox refuses %j in a search and in a note with 400 naming the field', async (bad) => {
  // A lone surrogate cannot travel in a URL (it has no UTF-8 form); its bytes arrive as
  // invalid UTF-8, which the query parser keeps as plain text.
  const encoded = bad.isWellFormed() ? encodeURIComponent(bad) : '%ED%A0%80';
  const search = watch(bad, await inbox.get(`/leads?q=${encoded}`).set('Accept-Language', 'en'));
  if (bad.isWellFormed()) {
    expect(search.status).toBe(400);
    expect(search.body.fieldErrors.q).toEqual({
      code: 'validation.characters',
      message: translate('en', 'validation.characters'),
    });
  } else expect(search.status).toBeLessThan(500);
  const note = watch(bad, await inbox.post(`/leads/${leadId}/notes`, { body: `Llamar ${bad}` }));
  expect(note.status).toBe(400);
  expect(note.body.fieldErrors.body.code).toBe('validation.characters');
  const signIn = watch(
    bad,
    await request(testApp.app)
      .post('/inbox/api/session')
      .set('Origin', TEST_ORIGIN)
      .send({ email: `poison${bad}@example.test`, password: bad }),
  );
  expect(signIn.status).toBe(400);
});

test('afterwards nothing poisoned was stored and no answer was a 5xx', async () => {
  expect(await testApp.services.prisma.leadNote.count()).toBe(0);
  expect(fivexx).toEqual([]);
});
