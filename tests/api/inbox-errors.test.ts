// The inbox API answers a refusal with its key, which the inbox writes in the advisor's language
// (common/inbox/errors.ts, docs/decisions/0025-one-text-system.md); a refused field carries the values
// its text shows. The public intake keeps its original answer: the text alone.
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { NOTE_MAX_LENGTH } from '../../common/inbox/statuses';
import { signedInAdvisor, signIn, TEST_ORIGIN } from '../setup/inbox-session';
import { submitLead } from '../setup/submit-lead';
import { startTestApp, type TestApp } from '../setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

test('sign-in refusals carry their keys', async () => {
  const wrong = await signIn(testApp.app, 'nobody@example.test', 'not the password');
  expect(wrong.status).toBe(401);
  expect(wrong.body).toMatchObject({ success: false, code: 'inbox.signInFailed' });

  const empty = await request(testApp.app).post('/inbox/api/session').set('Origin', TEST_ORIGIN).send({});
  expect(empty.status).toBe(400);
  expect(empty.body.code).toBe('inbox.signInInvalid');

  const noSession = await request(testApp.app).get('/inbox/api/leads');
  expect(noSession.status).toBe(401);
  expect(noSession.body.code).toBe('inbox.signInRequired');

  const crossSite = await request(testApp.app).post('/inbox/api/session').set('Origin', 'https://evil.example');
  expect(crossSite.status).toBe(403);
  expect(crossSite.body.code).toBe('inbox.crossSite');
});

test('a note too long names its field, its key and the limit; a missing lead its key', async () => {
  const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'errors@example.test');
  const id = await submitLead(testApp.app, 'contact');
  const tooLong = await advisor.post(`/leads/${id}/notes`, { body: 'a'.repeat(NOTE_MAX_LENGTH + 1) });
  expect(tooLong.status).toBe(400);
  expect(tooLong.body).toMatchObject({
    success: false,
    code: 'inbox.invalidRequest',
    fieldErrors: { body: { code: 'validation.tooLong', params: { max: NOTE_MAX_LENGTH } } },
  });

  const gone = await advisor.patch('/leads/00000000-0000-4000-8000-000000000009', { status: 'WON' });
  expect(gone.status).toBe(404);
  expect(gone.body.code).toBe('inbox.notFound');

  // A body over the inbox's JSON limit: a key of the forms texts, which the inbox also reads.
  const huge = await advisor.post(`/leads/${id}/notes`, { body: 'a'.repeat(30_000) });
  expect(huge.status).toBe(413);
  expect(huge.body.code).toBe('form.tooLarge');
});

test('the public intake answers as it always has: the text, no key', async () => {
  const response = await request(testApp.app)
    .post(SUBMIT_PATH)
    .set('Origin', TEST_ORIGIN)
    .send({ formType: 'Contacto', language: 'en', formData: {} });
  expect(response.status).toBe(400);
  expect(response.body.error).toBe('Please complete all required fields.');
  expect(response.body).not.toHaveProperty('code');
});
