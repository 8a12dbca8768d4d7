// The forms' bot check through the real endpoints, with the real minimum fill time: a
// challenge from GET /functions/altcha-challenge solved as the browser does passes; a missing,
// forged, wrong, expired, replayed or too-early proof, or a filled-in honeypot, is answered
// like any success but stored as SPAM, and no email of any kind goes out. "Not spam" in the
// inbox sends both emails then. A challenge is issued for one form and refused, with a message
// in the visitor's language, on another; a request without a proof that looks like a person's
// in a browser (fill time, the browser's own headers) is held to review instead of spam.
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BOT_CHECK_FIELD,
  CHALLENGE_PATH,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  SUBMIT_PATH,
} from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS } from '../../common/forms/registry';
import { fetchChallenge, signedChallenge, solveProof } from '../setup/bot-check';
import { signedInAdvisor } from '../setup/inbox-session';
import { createTestSmtp, type TestSmtp, leadMail } from '../setup/smtp-server';
import { startTestApp, type TestApp } from '../setup/test-app';
import { VISITOR_TOKEN_PATTERN } from '../../common/visitor-links';

let smtp: TestSmtp;
let testApp: TestApp;
const MIN_FILL_SECONDS = 3;

beforeAll(async () => {
  smtp = await createTestSmtp();
  testApp = await startTestApp({ smtpUrl: smtp.url, env: { BOT_MIN_FILL_SECONDS: String(MIN_FILL_SECONDS) } });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

let sequence = 0;
/** A contact request from its own address, so each test can look for the emails to it. */
function contactBody(extra: Record<string, unknown> = {}) {
  const email = `visitor-${++sequence}-${Date.now()}@example.test`;
  return {
    email,
    body: {
      formType: FORMS.contact.label,
      formData: { ...VALID_FORM_DATA.contact, email },
      userEmail: email,
      language: 'es',
      ...extra,
    },
  };
}

const post = (body: object) => request(testApp.app).post(SUBMIT_PATH).send(body);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Solved proofs whose fill time has passed (fetched together, so the file waits once). */
async function readyProofs(count: number): Promise<string[]> {
  const proofs = await Promise.all(
    Array.from({ length: count }, async () => solveProof(await fetchChallenge(testApp.app))),
  );
  await wait(MIN_FILL_SECONDS * 1000 + 100);
  return proofs;
}

async function storedLead(id: string) {
  return testApp.services.prisma.lead.findUniqueOrThrow({
    where: { id },
    select: { status: true, spamReason: true, notificationState: true, confirmationState: true },
  });
}

const mailTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
/** The advisor's email about a lead, by the Message-ID the mail workers give it. */
const advisorMailFor = (id: string) => leadMail(id, 'advisor');

/** Proves that nothing was sent for the held leads: a person's lead sent after them is mailed
 * (the queue has moved past them), and still nothing names the held leads or their addresses. */
async function expectNoEmails(held: { id: string; email: string }[]) {
  const [proof] = await readyProofs(1);
  const person = contactBody({ [BOT_CHECK_FIELD]: proof });
  const answer = await post(person.body).expect(200);
  await smtp.waitFor(advisorMailFor(answer.body.id));
  await smtp.waitFor((mail) => JSON.stringify(mail.to).includes(person.email));
  for (const { id, email } of held) {
    expect(mailTo(email), `emails to ${email}`).toEqual([]);
    expect(
      smtp.messages.filter((mail) => mail.messageId?.includes(id)),
      `emails about ${id}`,
    ).toEqual([]);
  }
}

test('the challenge endpoint answers a fresh, signed, expiring challenge for one form that is never cached', async () => {
  const response = await request(testApp.app).get(`${CHALLENGE_PATH}?form=contact`).expect(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.body as Challenge;
  expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  const { expiresAt, data } = challenge.parameters;
  expect(expiresAt! * 1000).toBeGreaterThan(Date.now() + 60_000);
  expect(data!.submitAfter).toBeGreaterThanOrEqual(Number(data!.issuedAt) + MIN_FILL_SECONDS * 1000);
  expect(data!.form).toBe('contact');
  const other = (await request(testApp.app).get(`${CHALLENGE_PATH}?form=contact`)).body as Challenge;
  expect(other.signature).not.toBe(challenge.signature);
  // No form, or one that does not exist: no challenge.
  for (const query of ['', '?form=nope', '?form=toString'])
    expect((await request(testApp.app).get(`${CHALLENGE_PATH}${query}`)).status).toBe(400);
});

describe('a proof is bound to the form its challenge was issued for', () => {
  test.each([
    ['es', 'Esta comprobación de seguridad era de otro formulario. Recarga la página y envíalo de nuevo.'],
    ['en', 'This security check was for another form. Reload the page and send it again.'],
  ])(
    'a tax-return proof on the contact form is refused in %s, nothing is stored, and it stays unused',
    async (language, text) => {
      const proof = await solveProof(await fetchChallenge(testApp.app, 'taxReturn'));
      await wait(MIN_FILL_SECONDS * 1000 + 100);
      const { email, body } = contactBody({ [BOT_CHECK_FIELD]: proof, language });
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: expect.stringContaining(text) });
      expect(await testApp.services.prisma.lead.count({ where: { email } })).toBe(0);
    },
  );

  test('the same kind of proof on its own form is a person', async () => {
    const proof = await solveProof(await fetchChallenge(testApp.app, 'consultation'));
    await wait(MIN_FILL_SECONDS * 1000 + 100);
    const response = await post({
      formType: FORMS.consultation.label,
      formData: VALID_FORM_DATA.consultation,
      language: 'en',
      [BOT_CHECK_FIELD]: proof,
    }).expect(200);
    expect(await storedLead(response.body.id)).toMatchObject({ status: 'NEW' });
  });
});

/** What Chromium sends with the forms' own fetch (Fetch Metadata, a browser's agent and languages). */
const BROWSER_HEADERS = {
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-Mode': 'cors',
  'Sec-Fetch-Dest': 'empty',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Accept-Language': 'es-ES,es;q=0.9',
};

describe('no proof: held to review when everything else says a person in a browser, spam otherwise', () => {
  const send = (body: object, headers: Record<string, string>) =>
    request(testApp.app).post(SUBMIT_PATH).set(headers).send(body).expect(200);

  test('the browser could not fetch the challenge: to review, answered so, nothing sent', async () => {
    const { email, body } = contactBody({ [FILL_TIME_FIELD]: 25_000 });
    const response = await send(body, BROWSER_HEADERS);
    expect(response.body).toEqual({
      success: true,
      id: expect.any(String),
      reference: expect.any(String),
      visitorToken: expect.stringMatching(VISITOR_TOKEN_PATTERN),
      review: true,
    });
    expect(await storedLead(response.body.id)).toEqual({
      status: 'REVIEW',
      spamReason: 'unproven',
      notificationState: 'NOT_NEEDED',
      confirmationState: 'NOT_NEEDED',
    });
    await expectNoEmails([{ id: response.body.id, email }]);
  });

  test.each([
    ['no fill time', {}, BROWSER_HEADERS],
    ['a fill time under the minimum', { [FILL_TIME_FIELD]: 1_000 }, BROWSER_HEADERS],
    [
      'no Fetch Metadata (a script, not a browser)',
      { [FILL_TIME_FIELD]: 25_000 },
      { 'User-Agent': BROWSER_HEADERS['User-Agent'], 'Accept-Language': 'es' },
    ],
    [
      "a navigation, not the forms' own fetch",
      { [FILL_TIME_FIELD]: 25_000 },
      { ...BROWSER_HEADERS, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    ],
    ['no browser agent', { [FILL_TIME_FIELD]: 25_000 }, { ...BROWSER_HEADERS, 'User-Agent': 'python-requests/2.32' }],
  ])('%s: spam, answered like anyone', async (_case, extra, headers) => {
    const { body } = contactBody(extra);
    const response = await send(body, headers);
    expect(response.body).toEqual({
      success: true,
      id: expect.any(String),
      reference: expect.any(String),
      visitorToken: expect.stringMatching(VISITOR_TOKEN_PATTERN),
    });
    expect(await storedLead(response.body.id)).toMatchObject({ status: 'SPAM', spamReason: 'no-proof' });
  });
});

test('a solved challenge sent after the fill time is a person: stored NEW and both emails go out', async () => {
  const [proof] = await readyProofs(1);
  const { email, body } = contactBody({ [BOT_CHECK_FIELD]: proof });
  const response = await post(body).expect(200);
  expect(response.body).toEqual({
    success: true,
    id: expect.any(String),
    reference: expect.any(String),
    visitorToken: expect.stringMatching(VISITOR_TOKEN_PATTERN),
  });
  expect(await storedLead(response.body.id)).toMatchObject({ status: 'NEW', spamReason: null });
  await smtp.waitFor(advisorMailFor(response.body.id));
  await smtp.waitFor((mail) => JSON.stringify(mail.to).includes(email));
});

describe('held as spam, answered like a person, no email of any kind', () => {
  const held: { id: string; email: string }[] = [];

  async function expectHeld(body: object, email: string, reason: string) {
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      id: expect.any(String),
      reference: expect.any(String),
      visitorToken: expect.stringMatching(VISITOR_TOKEN_PATTERN),
    });
    expect(await storedLead(response.body.id)).toEqual({
      status: 'SPAM',
      spamReason: reason,
      notificationState: 'NOT_NEEDED',
      confirmationState: 'NOT_NEEDED',
    });
    held.push({ id: response.body.id, email });
  }

  test('no proof at all (a bot posting straight to the endpoint)', async () => {
    const { email, body } = contactBody();
    await expectHeld(body, email, 'no-proof');
  });

  test('a proof sent before the minimum fill time', async () => {
    const proof = await solveProof(await fetchChallenge(testApp.app));
    const { email, body } = contactBody({ [BOT_CHECK_FIELD]: proof });
    await expectHeld(body, email, 'too-fast');
  });

  test('the honeypot filled in, even with a valid proof', async () => {
    const [proof] = await readyProofs(1);
    const { email, body } = contactBody({ [BOT_CHECK_FIELD]: proof, [HONEYPOT_FIELD]: 'http://spam.example' });
    await expectHeld(body, email, 'honeypot');
  });

  test('a solution used a second time', async () => {
    const [proof] = await readyProofs(1);
    const first = contactBody({ [BOT_CHECK_FIELD]: proof });
    expect(await storedLead((await post(first.body).expect(200)).body.id)).toMatchObject({ status: 'NEW' });
    const again = contactBody({ [BOT_CHECK_FIELD]: proof });
    await expectHeld(again.body, again.email, 'replayed');
  });

  test('forged: signed with another secret, parameters changed after signing, or not a proof', async () => {
    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      expiresAt: new Date(Date.now() + 600_000),
      data: { issuedAt: 0, submitAfter: 0 },
      hmacSignatureSecret: 'not-the-servers-secret-not-the-servers-secret',
      hmacKeySignatureSecret: 'not-the-servers-key-secret',
    });
    const mine = await fetchChallenge(testApp.app);
    const tampered = { ...mine, parameters: { ...mine.parameters, data: { issuedAt: 0, submitAfter: 0 } } };
    for (const proof of [await solveProof(foreign), await solveProof(tampered), 'bm90IGEgcHJvb2Y=', '%%%']) {
      const { email, body } = contactBody({ [BOT_CHECK_FIELD]: proof });
      await expectHeld(body, email, 'forged');
    }
  });

  test('a wrong solution to a genuine challenge', async () => {
    const [proof] = await readyProofs(1);
    const decoded = JSON.parse(Buffer.from(proof!, 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (char) => (char === '0' ? '1' : '0'));
    const { email, body } = contactBody({ [BOT_CHECK_FIELD]: Buffer.from(JSON.stringify(decoded)).toString('base64') });
    await expectHeld(body, email, 'wrong-solution');
  });

  test('an expired challenge', async () => {
    // Signed with the server's own secret, as the endpoint would have half an hour ago.
    const old = await signedChallenge(testApp.services.botCheckSecret, { ageMs: 1_801_000, lifetimeMs: 1_800_000 });
    const { email, body } = contactBody({ [BOT_CHECK_FIELD]: await solveProof(old) });
    await expectHeld(body, email, 'expired');
  });

  test('none of them sent any email, to the visitor or to the advisor', async () => {
    expect(held.length).toBeGreaterThanOrEqual(9);
    await expectNoEmails(held);
  });
});

test('"not spam" in the inbox sends both emails then, once', async () => {
  const { email, body } = contactBody();
  const { id } = (await post(body).expect(200)).body as { id: string };
  expect(await storedLead(id)).toMatchObject({ status: 'SPAM', notificationState: 'NOT_NEEDED' });

  const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'release@example.test');
  const spamTab = await advisor.get('/leads?status=SPAM').expect(200);
  const ids = (body: unknown) => (body as { leads: { id: string }[] }).leads.map((lead) => lead.id);
  expect(ids(spamTab.body)).toContain(id);
  const allTab = await advisor.get('/leads').expect(200);
  expect(ids(allTab.body)).not.toContain(id);

  await advisor.patch(`/leads/${id}`, { status: 'NEW' }).expect(200);
  await smtp.waitFor(advisorMailFor(id));
  await smtp.waitFor((mail) => JSON.stringify(mail.to).includes(email));
  await wait(1500);
  expect(await storedLead(id)).toMatchObject({ status: 'NEW', notificationState: 'SENT', confirmationState: 'SENT' });
  // Marked spam and released again: it was already told, so nothing goes out twice.
  await advisor.patch(`/leads/${id}`, { status: 'SPAM' }).expect(200);
  await advisor.patch(`/leads/${id}`, { status: 'NEW' }).expect(200);
  await wait(1500);
  expect(smtp.messages.filter(advisorMailFor(id))).toHaveLength(1);
  expect(mailTo(email)).toHaveLength(1);
});
