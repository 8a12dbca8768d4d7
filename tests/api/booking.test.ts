// Booking a call on the site (docs/decisions/0055-booking-on-the-site.md), through the real app,
// PostgreSQL, queue and SMTP server: the free times, a booking that is a lead with its visitor's
// invitation (parsed back with ical.js) and the advisor's, a race of 20 visitors for one time,
// the refusal without a proof, the limits per address and network, the visitor's move and
// cancel by her request page's token, and the reminders claimed once each.
import type { ParsedMail } from 'mailparser';
import ICAL from 'ical.js';
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { BOOK_PATH, SLOTS_PATH, visitorBookingPath } from '../../common/booking/booking-api';
import { BUSINESS } from '../../common/business';
import { claimDueBookingReminders } from '../../server/booking/booking-reminders';
import { leadPushPayload } from '../../server/push/lead-push-payload';
import { botProof } from '../setup/bot-check';
import { withTestSmtp } from '../setup/smtp-server';
import { withTestApp } from '../setup/test-app';

const outbox = withTestSmtp();
// One proxy hop: each test visitor comes from a network of its own (X-Forwarded-For).
const context = withTestApp(() => ({ smtpUrl: outbox.smtp.url, env: { TRUST_PROXY_HOPS: '1' } }));

let visitorCount = 0;
/** A visitor of her own: her own address and network. */
function visitor(changes: Record<string, unknown> = {}) {
  visitorCount += 1;
  return {
    network: `198.51.${visitorCount}.7`,
    formData: {
      nombreCompleto: 'Lucía Fernández',
      email: `lucia${visitorCount}@example.test`,
      telefono: '+31 6 12345678',
      tema: 'Quiero saber si necesito declarar mi piso en España',
      acceptPrivacyPolicy: true,
      ...changes,
    },
  };
}

async function slots(kind: 'free' | 'urgent'): Promise<string[]> {
  const response = await request(context.testApp.app).get(`${SLOTS_PATH}?kind=${kind}`).expect(200);
  return (response.body as { slots: string[] }).slots;
}

async function book(
  who: ReturnType<typeof visitor>,
  startsAt: string,
  { kind = 'free', proof = true, language = 'es' }: { kind?: string; proof?: boolean; language?: string } = {},
) {
  return request(context.testApp.app)
    .post(BOOK_PATH)
    .set('X-Forwarded-For', who.network)
    .send({
      kind,
      startsAt,
      language,
      timeZone: 'America/Bogota',
      formData: who.formData,
      ...(proof ? await botProof(context.testApp.app, 'booking') : {}),
    });
}

type Invite = { method: string; sequence: number; start: string; end: string; organizer: string; attendee: string };
function parseInvite(mail: ParsedMail): Invite {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  if (!part) throw new Error('no invitation in the email');
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendee: String(event.getFirstPropertyValue('attendee')),
  };
}
const mailTo = (address: string, subject: string) =>
  outbox.smtp.waitFor(
    (mail) => mail.to !== undefined && JSON.stringify(mail.to).includes(address) && mail.subject!.includes(subject),
  );
const instant = (iso: string) => new Date(iso).toISOString();

describe('the free times', () => {
  test('each is a start with Amsterdam’s offset, for both kinds', async () => {
    for (const kind of ['free', 'urgent'] as const) {
      const times = await slots(kind);
      expect(times.length).toBeGreaterThan(20);
      for (const time of times) expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:(00|15|30|45):00\.000\+0[12]:00$/);
    }
  });

  test('an unknown kind is refused in the visitor’s language', async () => {
    await request(context.testApp.app).get(`${SLOTS_PATH}?kind=long`).expect(400);
  });
});

describe('a booking', () => {
  const who = visitor();
  let startsAt: string;
  let answer: { reference: string; visitorToken: string; startsAt: string; endsAt: string };

  beforeAll(async () => {
    startsAt = (await slots('free'))[3]!;
    const response = await book(who, startsAt);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    answer = response.body as typeof answer;
  });

  test('is a lead with its booking, its private link and the privacy record', async () => {
    expect(answer.reference).toMatch(/^APB-\d+$/);
    expect(answer.startsAt).toBe(startsAt);
    const lead = await context.testApp.services.prisma.lead.findFirstOrThrow({
      where: { email: who.formData.email },
      select: { formType: true, data: true, privacyPolicyVersion: true, booking: true, visitorLinks: true },
    });
    expect(lead.formType).toBe('consultation');
    expect(lead.privacyPolicyVersion).not.toBeNull();
    expect(lead.booking?.kind).toBe('FREE_CONSULTATION');
    expect(lead.booking?.startsAt.toISOString()).toBe(instant(startsAt));
    expect(lead.booking?.visitorTimeZone).toBe('America/Bogota');
    expect(lead.visitorLinks.length).toBeGreaterThanOrEqual(1);
    expect((lead.data as { diasHorarios: string }).diasHorarios).toContain('Europe/Amsterdam');
  });

  test('its time is no longer offered, for either kind', async () => {
    expect(await slots('free')).not.toContain(startsAt);
    expect(await slots('urgent')).not.toContain(startsAt);
  });

  test('the visitor gets her confirmation in her language with an invitation from the firm', async () => {
    const mail = await mailTo(who.formData.email, answer.reference);
    expect(mail.subject).toContain('Llamada reservada');
    expect(mail.text).toContain('Hora de Ámsterdam');
    expect(mail.text).toContain('Tu hora (America/Bogota)');
    expect(mail.text).toMatch(/\/solicitud\/[A-Za-z0-9_-]{43}/);
    const invite = parseInvite(mail);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, start: instant(startsAt) });
    expect(new Date(invite.end).getTime() - new Date(invite.start).getTime()).toBe(15 * 60_000);
    expect(invite.organizer.toLowerCase()).toBe(`mailto:${BUSINESS.email}`);
    expect(invite.attendee.toLowerCase()).toBe(`mailto:${who.formData.email}`);
  });

  test('the advisor gets the lead’s email with the call in her calendar', async () => {
    const mail = await outbox.smtp.waitFor(
      (candidate) =>
        JSON.stringify(candidate.to).includes('advisor@example.test') && candidate.text!.includes(answer.reference),
    );
    expect(parseInvite(mail)).toMatchObject({ method: 'PUBLISH', start: instant(startsAt) });
  });
});

test('a visitor booking in English gets her emails in English, her link to the English request page', async () => {
  const who = visitor();
  const booked = (await book(who, (await slots('urgent'))[5]!, { kind: 'urgent', language: 'en' })).body as {
    reference: string;
  };
  const mail = await mailTo(who.formData.email, 'Call booked');
  expect(mail.subject).toContain(booked.reference);
  expect(mail.text).toContain('Urgent 30-minute video call');
  expect(mail.text).toContain('Amsterdam time');
  expect(mail.text).toContain('Your time (America/Bogota)');
  expect(mail.text).toMatch(/\/en\/request\/[A-Za-z0-9_-]{43}/);
  expect(parseInvite(mail).method).toBe('REQUEST');
});

describe('one time is never sold twice', () => {
  test('20 visitors racing for one time: exactly one booking, the others get the nearest free times', async () => {
    const startsAt = (await slots('urgent'))[10]!;
    const racers = Array.from({ length: 20 }, () => visitor());
    const proofs = await Promise.all(racers.map(() => botProof(context.testApp.app, 'booking')));
    const responses = await Promise.all(
      racers.map((who, index) =>
        request(context.testApp.app)
          .post(BOOK_PATH)
          .set('X-Forwarded-For', who.network)
          .send({ kind: 'urgent', startsAt, language: 'en', formData: who.formData, ...proofs[index] }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const lost of responses.filter((response) => response.status === 409)) {
      const body = lost.body as { error: string; nearest: string[] };
      expect(body.error).toContain('That time was just booked');
      expect(body.nearest.length).toBeGreaterThan(0);
      expect(body.nearest).not.toContain(startsAt);
    }
    const booked = await context.testApp.services.prisma.booking.count({
      where: { startsAt: new Date(startsAt), cancelledAt: null },
    });
    expect(booked).toBe(1);
    // The losers left nothing behind: no lead without its booking.
    const orphans = await context.testApp.services.prisma.lead.count({
      where: { email: { in: racers.map((who) => who.formData.email) }, booking: null },
    });
    expect(orphans).toBe(0);
  });
});

describe('refusals', () => {
  test('without a proof the booking is refused, with WhatsApp and email offered, and nothing kept', async () => {
    const who = visitor();
    const response = await book(who, (await slots('free'))[0]!, { proof: false, language: 'en' });
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain('WhatsApp or by email');
    expect(await context.testApp.services.prisma.lead.count({ where: { email: who.formData.email } })).toBe(0);
  });

  test('a wrong answer is named by its field', async () => {
    const response = await book(
      visitor({ email: 'not-an-address', acceptPrivacyPolicy: false }),
      (await slots('free'))[0]!,
    );
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'acceptPrivacyPolicy',
      'email',
    ]);
  });

  test('a time outside the hours is answered with free ones', async () => {
    const response = await book(visitor(), '2030-01-01T03:00:00+01:00');
    expect(response.status).toBe(409);
    expect((response.body as { nearest: string[] }).nearest.length).toBeGreaterThan(0);
  });

  test('at most two calls to come per address', async () => {
    const who = visitor();
    const free = await slots('free');
    expect((await book(who, free[30]!)).status).toBe(201);
    expect((await book({ ...who, network: '203.0.113.9' }, free[32]!)).status).toBe(201);
    const third = await book({ ...who, network: '203.0.114.9' }, free[34]!);
    expect(third.status).toBe(429);
    expect((third.body as { error: string }).error).toContain('dos llamadas');
  });

  test('at most two calls to come per network', async () => {
    const free = await slots('free');
    const network = '192.0.2.50';
    expect((await book({ ...visitor(), network }, free[40]!)).status).toBe(201);
    expect((await book({ ...visitor(), network: '192.0.2.51' }, free[42]!)).status).toBe(201);
    expect((await book({ ...visitor(), network: '192.0.2.52' }, free[44]!)).status).toBe(429);
  });
});

describe('the visitor moves and cancels by her link', () => {
  test('a move sends a new invitation with a higher sequence, frees the old time and takes the new', async () => {
    const who = visitor();
    const free = await slots('free');
    const booked = (await book(who, free[50]!)).body as { reference: string; visitorToken: string };
    await mailTo(who.formData.email, 'Llamada reservada');
    const moved = await request(context.testApp.app)
      .post(visitorBookingPath(booked.visitorToken, 'move'))
      .send({ startsAt: free[52] })
      .expect(200);
    expect((moved.body as { startsAt: string }).startsAt).toBe(free[52]);
    const mail = await mailTo(who.formData.email, 'Tu llamada ha cambiado');
    expect(parseInvite(mail)).toMatchObject({ method: 'REQUEST', sequence: 1, start: instant(free[52]!) });
    const now = await slots('free');
    expect(now).toContain(free[50]);
    expect(now).not.toContain(free[52]);
  });

  test('a move to a taken time is a 409 with the nearest free ones', async () => {
    const free = await slots('free');
    const first = (await book(visitor(), free[60]!)).body as { visitorToken: string };
    await book(visitor(), free[62]!);
    const response = await request(context.testApp.app)
      .post(visitorBookingPath(first.visitorToken, 'move'))
      .send({ startsAt: free[62] });
    expect(response.status).toBe(409);
  });

  test('a cancellation sends a cancelling invitation, frees the time, and cannot be repeated', async () => {
    const who = visitor();
    const startsAt = (await slots('free'))[70]!;
    const booked = (await book(who, startsAt)).body as { visitorToken: string };
    await request(context.testApp.app).post(visitorBookingPath(booked.visitorToken, 'cancel')).send({}).expect(200);
    const mail = await mailTo(who.formData.email, 'Llamada cancelada');
    expect(parseInvite(mail)).toMatchObject({ method: 'CANCEL', sequence: 1, start: instant(startsAt) });
    expect(await slots('free')).toContain(startsAt);
    await request(context.testApp.app).post(visitorBookingPath(booked.visitorToken, 'cancel')).send({}).expect(404);
  });

  test('an unknown or altered token changes nothing', async () => {
    await request(context.testApp.app)
      .post(visitorBookingPath('x'.repeat(43), 'cancel'))
      .send({})
      .expect(404);
    await request(context.testApp.app)
      .post(visitorBookingPath('short', 'move'))
      .send({ startsAt: '2030-01-01T18:00:00+01:00' })
      .expect(404);
  });
});

describe('reminders', () => {
  test('a day and an hour before by email, a quarter of an hour before by push, each once; a move resets them', async () => {
    const { prisma, boss } = context.testApp.services;
    const who = visitor();
    const free = await slots('free');
    // More than a day ahead, so the day's reminder is still to come.
    const startsAt = free.find((slot) => new Date(slot).getTime() > Date.now() + 26 * 3_600_000)!;
    const booked = (await book(who, startsAt)).body as { reference: string; visitorToken: string };
    const leadId = (await prisma.lead.findFirstOrThrow({ where: { email: who.formData.email } })).id;
    const start = new Date(startsAt).getTime();
    const at = (minutesBefore: number) =>
      claimDueBookingReminders(prisma, boss, new Date(start - minutesBefore * 60_000));

    expect((await at(25 * 60)).dayBefore).not.toContain(leadId);
    expect((await at(23 * 60)).dayBefore).toContain(leadId);
    expect((await at(23 * 60)).dayBefore).not.toContain(leadId);
    const day = await mailTo(who.formData.email, 'Mañana');
    expect(day.text).toContain(booked.reference);
    expect(day.text).toContain('wa.me');

    const hour = await at(50);
    expect(hour.hourBefore).toContain(leadId);
    expect(hour.advisor).not.toContain(leadId);
    await mailTo(who.formData.email, 'Dentro de una hora');
    expect((await at(10)).advisor).toContain(leadId);
    expect((await at(5)).advisor).not.toContain(leadId);
    const push = await leadPushPayload(prisma, context.testApp.services.replyLinks, leadId, 'bookingSoon');
    expect(push?.title).toMatch(/^Llamada en 15 min: .*\d\d:\d\d · APB-\d+$/);

    // Moved: each reminder is due again for the new time.
    const later = free.find((slot) => new Date(slot).getTime() > start + 26 * 3_600_000)!;
    await request(context.testApp.app)
      .post(visitorBookingPath(booked.visitorToken, 'move'))
      .send({ startsAt: later })
      .expect(200);
    const laterStart = new Date(later).getTime();
    expect((await claimDueBookingReminders(prisma, boss, new Date(laterStart - 23 * 3_600_000))).dayBefore).toContain(
      leadId,
    );
  });
});
