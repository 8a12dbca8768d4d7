// Her booked call on the request page (docs/decisions/0059-booked-call-on-the-request-page.md),
// through the page's own forms with no script, on the real app, PostgreSQL, queue and SMTP
// server: the call with its times, a move to a time the page offers (a new invitation by email),
// a time taken meanwhile answered with a message and fresh times, a move without a time, and a
// cancellation (a cancelling invitation) after which the page offers the booking page.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { requestPagePath } from '../../common/visitor-links';
import { bookOnSite, freeTimes } from '../setup/book-on-site';
import { withTestSmtp } from '../setup/smtp-server';
import { withTestApp } from '../setup/test-app';

const outbox = withTestSmtp();
const context = withTestApp(() => ({ smtpUrl: outbox.smtp.url, env: { TRUST_PROXY_HOPS: '1' } }));

const page = (path: string) => request(context.testApp.app).get(path).expect(200);
/** Posts a form of the page as a browser does, and answers where it was sent back to. */
async function post(path: string, fields: Record<string, string> = {}) {
  const response = await request(context.testApp.app).post(path).type('form').send(fields).expect(303);
  return response.headers.location as string;
}
const offered = (html: string) => [...html.matchAll(/name="startsAt" value="([^"]+)"/g)].map((match) => match[1]!);
const mailTo = (address: string, subject: string) =>
  outbox.smtp.waitFor((mail) => JSON.stringify(mail.to).includes(address) && mail.subject!.startsWith(subject));
const calendarMethod = (mail: Awaited<ReturnType<typeof mailTo>>) =>
  mail.attachments
    .find((part) => part.contentType.startsWith('text/calendar'))
    ?.content.toString('utf8')
    .match(/^METHOD:(\w+)/m)?.[1];

describe('the booked call on the request page', () => {
  test('shows the kind, both clocks, the state, how it is held, and free times of at most five days', async () => {
    const startsAt = (await freeTimes(context.testApp.app))[4]!;
    const booked = await bookOnSite(context.testApp.app, startsAt);
    const { text } = await page(requestPagePath('es', booked.visitorToken));
    expect(text).toContain('Tu llamada');
    expect(text).toContain('Consulta gratuita');
    expect(text).toContain(`<time datetime="${new Date(startsAt).toISOString()}">`);
    expect(text).toContain('Tu hora (America/Bogota)');
    expect(text).toMatch(/data-testid="call-state">Reservada</);
    expect(text).toContain('WhatsApp');
    // The next step is the call itself, not the consultation form's "we propose a day and time".
    expect(text).toMatch(/data-testid="next-step">Te llamamos a la hora que reservaste/);
    const days = new Set(offered(text).map((start) => start.slice(0, 10)));
    expect(days.size).toBeGreaterThan(0);
    expect(days.size).toBeLessThanOrEqual(5);
    expect(text.match(/<legend>/g)).toHaveLength(days.size);
    const { text: english } = await page(requestPagePath('en', booked.visitorToken));
    expect(english).toContain('Move the call');
    expect(english).toContain('Yes, cancel the call');
    expect(english).toMatch(/data-testid="next-step">We call you at the time you booked/);
  });

  test('moves to a time the page offers, and emails her the new invitation', async () => {
    const booked = await bookOnSite(context.testApp.app, (await freeTimes(context.testApp.app))[6]!);
    const path = requestPagePath('es', booked.visitorToken);
    const target = offered((await page(path)).text).at(-1)!;
    expect(await post(`${path}/move-call`, { startsAt: target })).toBe(`${path}?done=callMoved`);
    const mail = await mailTo(booked.email, 'Tu llamada ha cambiado');
    expect(calendarMethod(mail)).toBe('REQUEST');
    const booking = await context.testApp.services.prisma.booking.findFirstOrThrow({
      where: { lead: { referenceNumber: Number(booked.reference.split('-')[1]) } },
    });
    expect(booking.startsAt.toISOString()).toBe(new Date(target).toISOString());
    const { text } = await page(`${path}?done=callMoved`);
    expect(text).toContain('Hemos cambiado tu llamada');
    expect(text).toContain(`<time datetime="${new Date(target).toISOString()}">`);
  });

  test('a time taken meanwhile comes back with a message and fresh times', async () => {
    const booked = await bookOnSite(context.testApp.app, (await freeTimes(context.testApp.app))[8]!, {
      language: 'en',
    });
    const path = requestPagePath('en', booked.visitorToken);
    const target = offered((await page(path)).text).at(-2)!;
    await bookOnSite(context.testApp.app, target); // someone else, before she submits
    expect(await post(`${path}/move-call`, { startsAt: target })).toBe(`${path}?done=callTaken`);
    const { text } = await page(`${path}?done=callTaken`);
    expect(text).toContain('Someone has just booked that time');
    expect(offered(text)).not.toContain(target);
    expect(offered(text).length).toBeGreaterThan(0);
    expect(await post(`${path}/move-call`)).toBe(`${path}?done=callNoTime`);
    expect(await post(`${path}/move-call`, { startsAt: 'tomorrow' })).toBe(`${path}?done=callNoTime`);
  });

  test('cancels after the second step, emails the cancellation, and offers a new booking', async () => {
    const startsAt = (await freeTimes(context.testApp.app))[10]!;
    const booked = await bookOnSite(context.testApp.app, startsAt);
    const path = requestPagePath('es', booked.visitorToken);
    expect((await page(path)).text).toMatch(/<details class="change" data-testid="cancel-call">[\s\S]*<form/);
    expect(await post(`${path}/cancel-call`)).toBe(`${path}?done=callCancelled`);
    expect(calendarMethod(await mailTo(booked.email, 'Llamada cancelada'))).toBe('CANCEL');
    const { text } = await page(`${path}?done=callCancelled`);
    expect(text).toContain('Tu llamada está cancelada');
    expect(text).toMatch(/data-testid="call-state">Cancelada</);
    expect(text).toContain('href="/reserva"');
    expect(text).not.toContain('name="startsAt"');
    expect(await freeTimes(context.testApp.app)).toContain(startsAt);
    expect(await post(`${path}/cancel-call`)).toBe(`${path}?done=callUnchanged`);
  });

  test('a wrong link changes nothing', async () => {
    await request(context.testApp.app)
      .post(`${requestPagePath('es', 'x'.repeat(43))}/cancel-call`)
      .expect(404);
  });
});
