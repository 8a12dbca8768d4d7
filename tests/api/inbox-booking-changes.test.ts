// The advisor cancels and moves a call from the inbox (docs/decisions/0057-calendar-in-the-inbox.md)
// through the bookings' own functions: a call booked on the site (real intake, proof, queue), the
// free times offered for a move, the move and the cancellation told to the visitor by email with
// a new invitation (received by the real SMTP server, parsed back with ical.js), a taken time
// and a second cancellation refused, and the calendar reading the change.
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { expect, test } from 'vitest';
import { BOOK_PATH, SLOTS_PATH } from '../../common/booking/booking-api';
import type { CalendarBooking, CalendarView, FreeTimes } from '../../common/inbox/calendar';
import { botProof } from '../setup/bot-check';
import { withTestSmtp } from '../setup/smtp-server';
import { withInboxApp } from '../setup/inbox-app';

const outbox = withTestSmtp();
// One proxy hop: each visitor comes from a network of her own (the booking's limit per network).
const context = withInboxApp(() => ({ smtpUrl: outbox.smtp.url, env: { TRUST_PROXY_HOPS: '1' } }), 'ana@example.test');

let visitors = 0;
/** A visitor books the free consultation at `startsAt` on the site; answers her email and the booking. */
async function bookOnSite(startsAt: string) {
  visitors += 1;
  const email = `marta${visitors}@example.test`;
  const response = await request(context.testApp.app)
    .post(BOOK_PATH)
    .set('X-Forwarded-For', `198.51.${visitors}.9`)
    .send({
      kind: 'free',
      startsAt,
      language: 'es',
      timeZone: 'Europe/Amsterdam',
      formData: { nombreCompleto: 'Marta Ruiz', email, telefono: '+31 6 12345678', acceptPrivacyPolicy: true },
      ...(await botProof(context.testApp.app, 'booking')),
    });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const booking = await context.testApp.services.prisma.booking.findFirstOrThrow({
    where: { startsAt: new Date(startsAt), cancelledAt: null },
    select: { id: true },
  });
  return { email, id: booking.id };
}

const freeOnSite = async () =>
  ((await request(context.testApp.app).get(`${SLOTS_PATH}?kind=free`).expect(200)).body as { slots: string[] }).slots;

/** The invitation attached to the visitor's email with this subject. */
async function invitation(email: string, subject: string) {
  const mail: ParsedMail = await outbox.smtp.waitFor(
    (message) => JSON.stringify(message.to).includes(email) && message.subject!.startsWith(subject),
  );
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))!;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: String(calendar.getFirstPropertyValue('method')), start: event.startDate.toJSDate().toISOString() };
}

test('the advisor moves a call to a free time; the visitor gets the new invitation', async () => {
  const site = await freeOnSite();
  const { email, id } = await bookOnSite(site[5]!);
  const { times } = (await context.advisor.get(`/bookings/${id}/free-times`).expect(200)).body as FreeTimes;
  // The booking page's times for the week from today, its own time taken.
  expect(times.length).toBeGreaterThan(0);
  expect(times).not.toContain(site[5]);
  expect(site).toEqual(expect.arrayContaining(times));
  const target = times.at(-1)!;

  const moved = await context.advisor.post(`/bookings/${id}/move`, { startsAt: target });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  expect((moved.body as { booking: CalendarBooking }).booking).toMatchObject({
    id,
    startsAt: new Date(target).toISOString(),
    cancelledAt: null,
  });
  expect(await invitation(email, 'Tu llamada ha cambiado')).toEqual({
    method: 'REQUEST',
    start: new Date(target).toISOString(),
  });
  const { bookings } = (await context.advisor.get('/calendar')).body as CalendarView;
  expect(bookings.find((booking) => booking.id === id)?.startsAt).toBe(new Date(target).toISOString());
});

test('a time taken meanwhile is refused in the advisor’s words; the call stays where it was', async () => {
  const site = await freeOnSite();
  const { id } = await bookOnSite(site[10]!);
  await bookOnSite(site[12]!);
  const refused = await context.advisor.post(`/bookings/${id}/move`, { startsAt: site[12] });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ code: 'inbox.timeTaken' });
  const stored = await context.testApp.services.prisma.booking.findUniqueOrThrow({ where: { id } });
  expect(stored.startsAt.toISOString()).toBe(new Date(site[10]!).toISOString());
});

test('the advisor cancels a call; the visitor gets the cancelling invitation, the time is free, a second cancel is refused', async () => {
  const site = await freeOnSite();
  const { email, id } = await bookOnSite(site[20]!);
  const cancelled = await context.advisor.post(`/bookings/${id}/cancel`);
  expect(cancelled.status).toBe(200);
  expect((cancelled.body as { booking: CalendarBooking }).booking).toMatchObject({ id, cancelledBy: 'advisor' });
  expect(await invitation(email, 'Llamada cancelada')).toEqual({
    method: 'CANCEL',
    start: new Date(site[20]!).toISOString(),
  });
  expect(await freeOnSite()).toContain(site[20]);
  const again = await context.advisor.post(`/bookings/${id}/cancel`);
  expect(again.status).toBe(404);
  expect(again.body).toMatchObject({ code: 'form.bookingNotFound' });
  expect((await context.advisor.post(`/bookings/${id}/move`, { startsAt: site[22] })).status).toBe(404);
});

test('unknown bookings and malformed times are refused', async () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  expect((await context.advisor.post(`/bookings/${unknown}/cancel`)).status).toBe(404);
  expect((await context.advisor.get(`/bookings/${unknown}/free-times`)).status).toBe(404);
  const { id } = await bookOnSite((await freeOnSite())[30]!);
  expect((await context.advisor.post(`/bookings/${id}/move`, { startsAt: 'tomorrow' })).status).toBe(400);
  expect((await context.advisor.get(`/bookings/${id}/free-times?from=yesterday`)).status).toBe(400);
});
