// The BSN and the date of birth never appear in an email or a log line (docs/SECURITY.md, "Logs").
// Every form is sent (valid, then with a broken answer) with the server logging at its most
// verbose; every captured email and log line is then scanned for any 9-digit number that
// passes the BSN 11-check, and for the dates of birth that were sent, in any usual notation.
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { isValidBsn } from '../../common/forms/checks';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORMS, FORM_KEYS } from '../../common/forms/registry';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { botProof } from '../setup/bot-check';
import { startTestApp, type TestApp } from '../setup/test-app';

let smtp: TestSmtp;
let testApp: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await createTestSmtp();
  testApp = await startTestApp({
    smtpUrl: smtp.url,
    env: { LOG_LEVEL: 'trace' },
    logDestination: { write: (line: string) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

/** 9 digits, possibly written with spaces, dots or dashes between them, that pass the 11-check.
 * Lead ids (UUIDs) and other letter-digit tokens (MIME boundaries) are not numbers: a random
 * run of their digits passes the check about one time in eleven. */
function bsnsIn(text: string): string[] {
  const words = text.replace(/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/gi, ' ');
  return [...words.matchAll(/(?<![\dA-Za-z_])\d(?:[ .-]?\d){8}(?![\dA-Za-z_])/g)]
    .map((match) => match[0].replace(/\D/g, ''))
    .filter(isValidBsn);
}

function datesIn(text: string, isoDates: string[]): string[] {
  return isoDates.filter((iso) => {
    const [year, month, day] = iso.split('-');
    return [iso, `${day}-${month}-${year}`, `${day}/${month}/${year}`, `${day}.${month}.${year}`].some((form) =>
      text.includes(form),
    );
  });
}

test('no BSN and no date of birth in any email or log line', async () => {
  const birthDates: string[] = [];
  let leads = 0;
  for (const formKey of FORM_KEYS) {
    // An address per form: one address gets only a few confirmations a day.
    const email = `${formKey.toLowerCase()}@example.com`;
    const formData = { ...VALID_FORM_DATA[formKey], email } as Record<string, unknown>;
    if (typeof formData.fechaNacimiento === 'string') birthDates.push(formData.fechaNacimiento);
    const body = {
      formType: FORMS[formKey].label,
      formData,
      userEmail: email,
      ...(await botProof(testApp.app, formKey)),
    };
    expect((await request(testApp.app).post(SUBMIT_PATH).send(body)).status).toBe(200);
    leads++;
    // A refused request carries the same data; its answer and its log lines must not echo it.
    const broken = await request(testApp.app)
      .post(SUBMIT_PATH)
      .send({ ...body, formData: { ...formData, email: 'not-an-address' } });
    expect(broken.status).toBe(400);
    expect(bsnsIn(JSON.stringify(broken.body))).toEqual([]);
  }
  // Each lead sends the advisor notification and the visitor's confirmation.
  await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(leads * 2);

  const emails = smtp.messages.map((mail) =>
    [mail.subject, mail.text, mail.html, JSON.stringify([...mail.headers])].join('\n'),
  );
  expect(bsnsIn(emails.join('\n'))).toEqual([]);
  expect(datesIn(emails.join('\n'), birthDates)).toEqual([]);
  expect(logLines.length).toBeGreaterThan(leads);
  expect(bsnsIn(logLines.join('\n'))).toEqual([]);
  expect(datesIn(logLines.join('\n'), birthDates)).toEqual([]);
  // The examples do carry both, so the scan above had something to find.
  expect(birthDates.length).toBeGreaterThan(0);
  expect(FORM_KEYS.flatMap((key) => bsnsIn(JSON.stringify(VALID_FORM_DATA[key]))).length).toBeGreaterThan(0);
  console.log(`Scanned ${smtp.messages.length} emails and ${logLines.length} log lines: 0 BSNs, 0 dates of birth.`);
});
