// "I lost my link" (docs/decisions/0058-request-page.md): the same answer whether the address is
// known or not; a known address gets one email with a fresh link to each of its requests and
// nothing else about them; an unknown one gets nothing; the form is rate-limited per network.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { withTestSmtp, leadMail } from '../setup/smtp-server';
import { withTestApp } from '../setup/test-app';
import { submitRequest } from '../setup/submit-lead';

const outbox = withTestSmtp();
const context = withTestApp(() => ({ smtpUrl: outbox.smtp.url, env: { LOST_LINK_PER_HOUR: '4' } }));

const ask = (path: string, email: string) => request(context.testApp.app).post(path).type('form').send({ email });
const recipients = () => outbox.smtp.messages.flatMap((mail) => (mail.to && 'text' in mail.to ? [mail.to.text] : []));

describe('a lost link', () => {
  test('the form is a page of its own in each language, with the request page’s headers', async () => {
    const es = await request(context.testApp.app).get('/solicitud').expect(200);
    expect(es.text).toContain('Recupera el enlace a tu solicitud');
    expect(es.headers['referrer-policy']).toBe('no-referrer');
    expect(es.headers['x-robots-tag']).toMatch(/noindex/);
    expect((await request(context.testApp.app).get('/en/request').expect(200)).text).toContain('Get the link');
  });

  test('known or unknown, the answer is the same; only the known address gets an email, with fresh links and nothing more', async () => {
    const known = 'lost.link@example.com';
    const first = await submitRequest(context.testApp.app, 'taxReturn', { email: known });
    const second = await submitRequest(context.testApp.app, 'zzp', { email: known });
    await outbox.smtp.waitFor(leadMail(second.id, 'confirmation'));
    const before = outbox.smtp.messages.length;

    const unknown = await ask('/en/request', 'nobody.here@example.com').expect(303);
    const answered = await ask('/en/request', known.toUpperCase()).expect(303);
    expect(answered.headers.location).toBe(unknown.headers.location);
    expect(answered.text).toBe(unknown.text);
    const [afterUnknown, afterKnown] = await Promise.all(
      [unknown, answered].map(
        async (answer) => (await request(context.testApp.app).get(answer.headers.location as string)).text,
      ),
    );
    expect(afterKnown).toBe(afterUnknown);
    expect(afterKnown).toContain('If we have requests with that address');

    const mail = await outbox.smtp.waitFor(
      (message) => message.subject === 'The links to your requests · Asesoría Países Bajos',
    );
    const links = [...(mail.text ?? '').matchAll(/http:\/\/localhost:3000(\/en\/request\/[\w-]{43})/g)].map(
      (m) => m[1]!,
    );
    expect(links).toHaveLength(2);
    for (const [index, sent] of [second, first].entries()) {
      const page = await request(context.testApp.app).get(links[index]!).expect(200);
      expect(page.text).toContain(sent.reference);
    }
    const answers = VALID_FORM_DATA.taxReturn;
    for (const value of [
      answers.nombreCompleto,
      answers.bsn,
      answers.telefono,
      answers.direccion,
      answers.fechaNacimiento,
    ])
      expect(`${mail.text}${String(mail.html)}`).not.toContain(value);
    // The queue works in order: by the time the known address's email came, the unknown one's job was done.
    expect(outbox.smtp.messages.slice(before).filter((message) => message.subject?.includes('links'))).toHaveLength(1);
    expect(recipients()).not.toContain('nobody.here@example.com');
  });

  test('past its limit, a network is told to wait, whatever the address', async () => {
    // Two asked above; the limit is four an hour.
    await ask('/solicitud', 'a@example.com').expect(303);
    await ask('/solicitud', 'b@example.com').expect(303);
    const refused = await ask('/solicitud', 'c@example.com').expect(429);
    expect(refused.text).toContain('Espera una hora');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
