// The advisor's calendar through the inbox API, on a real PostgreSQL: blocks typed in Amsterdam
// time (days and hours, across a clock change, none in the past), the upcoming calls with their
// lead, Today's calls, the list's and the lead's booking, and the private ICS feed: made,
// parsed back with ical.js, free of anything but the first name and reference, rotated and
// revoked (then 404). docs/decisions/0057-calendar-in-the-inbox.md.
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import request from 'supertest';
import { beforeEach, describe, expect, test } from 'vitest';
import type { LeadList, TodayList } from '../../common/inbox/api';
import type { CalendarBlockEntry, CalendarView } from '../../common/inbox/calendar';
import { withInboxApp } from '../setup/inbox-app';
import { seedLead } from '../setup/seed-lead';

const context = withInboxApp();
const db = () => context.testApp.services.prisma;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

async function seedBooking(name: string, startsAt: Date, minutes = 15) {
  const { id: leadId } = await seedLead(db(), { name });
  const id = randomUUID();
  await db().booking.create({
    data: { id, leadId, kind: 'FREE_CONSULTATION', startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) },
  });
  return { id, leadId, startsAt };
}

beforeEach(async () => {
  await db().$executeRaw`TRUNCATE leads, calendar_blocks, calendar_feeds CASCADE`;
});

describe('blocks', () => {
  const addBlock = (body: object) => context.advisor.post('/calendar/blocks', body);

  test('whole days run from midnight to midnight in Amsterdam, across the clock change in March', async () => {
    const response = await addBlock({ kind: 'days', from: '2027-03-27', to: '2027-03-28', note: 'Vacaciones' });
    expect(response.status).toBe(201);
    // 27 March is CET (UTC+1); the day after the 28th (the change) is CEST (UTC+2).
    expect(response.body).toMatchObject({
      startsAt: '2027-03-26T23:00:00.000Z',
      endsAt: '2027-03-28T22:00:00.000Z',
      note: 'Vacaciones',
      wholeDays: true,
    } satisfies Partial<CalendarBlockEntry>);
  });

  test('a time range on one day is in Amsterdam time, and listed with the calendar', async () => {
    const added = await addBlock({ kind: 'hours', day: '2027-07-01', from: '18:00', to: '19:30' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      startsAt: '2027-07-01T16:00:00.000Z',
      endsAt: '2027-07-01T17:30:00.000Z',
      note: null,
      wholeDays: false,
    });
    const view = (await context.advisor.get('/calendar')).body as CalendarView;
    expect(view.blocks).toEqual([added.body]);
  });

  test('a block already over, backwards or malformed is refused with the field at fault', async () => {
    const refusals = [
      [{ kind: 'days', from: '2020-01-01', to: '2020-01-02' }, 'to', 'validation.dateInPast'],
      [{ kind: 'hours', day: '2020-01-01', from: '10:00', to: '11:00' }, 'day', 'validation.dateInPast'],
      [{ kind: 'days', from: '2027-05-02', to: '2027-05-01' }, 'to', 'validation.dateOrder'],
      [{ kind: 'hours', day: '2027-05-02', from: '11:00', to: '10:00' }, 'to', 'validation.timeOrder'],
      [{ kind: 'hours', day: '2027-05-02', from: '25:00', to: '26:00' }, 'from', 'validation.invalid'],
      [{ kind: 'days', from: '2027-05-01', to: '2027-05-01', note: 'x'.repeat(201) }, 'note', 'validation.tooLong'],
    ] as const;
    for (const [body, field, code] of refusals) {
      const response = await addBlock(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fieldErrors[field]).toMatchObject({ code });
    }
    expect(await db().calendarBlock.count()).toBe(0);
  });

  test('a block is removed once; blocks already over are not listed', async () => {
    const { body: block } = await addBlock({ kind: 'days', from: '2027-08-01', to: '2027-08-14' });
    await db().calendarBlock.create({
      data: { id: randomUUID(), startsAt: inHours(-5), endsAt: inHours(-4), note: 'pasado' },
    });
    expect(((await context.advisor.get('/calendar')).body as CalendarView).blocks).toEqual([block]);
    expect((await context.advisor.delete(`/calendar/blocks/${block.id}`)).status).toBe(204);
    expect((await context.advisor.delete(`/calendar/blocks/${block.id}`)).status).toBe(404);
    expect((await context.advisor.delete('/calendar/blocks/not-an-id')).status).toBe(400);
    expect(((await context.advisor.get('/calendar')).body as CalendarView).blocks).toEqual([]);
  });

  test('without a session nothing is read or written', async () => {
    const app = context.testApp.app;
    expect((await request(app).get('/inbox/api/calendar')).status).toBe(401);
    const post = request(app).post('/inbox/api/calendar/blocks').set('Origin', 'http://localhost:3000');
    expect((await post.send({ kind: 'days', from: '2027-08-01', to: '2027-08-01' })).status).toBe(401);
  });
});

describe('bookings in the inbox', () => {
  test('the calendar lists live calls soonest first with their lead; cancelled and past ones are left out', async () => {
    const later = await seedBooking('Lucía Más Tarde', inHours(50));
    const soon = await seedBooking('Pedro Pronto', inHours(3));
    const cancelled = await seedBooking('Carla Cancelada', inHours(5));
    await db().booking.update({
      where: { id: cancelled.id },
      data: { cancelledAt: new Date(), cancelledBy: 'visitor' },
    });
    await seedBooking('Olga Pasada', inHours(-3));
    const { bookings } = (await context.advisor.get('/calendar')).body as CalendarView;
    expect(bookings.map((booking) => [booking.id, booking.name])).toEqual([
      [soon.id, 'Pedro Pronto'],
      [later.id, 'Lucía Más Tarde'],
    ]);
    expect(bookings[0]).toMatchObject({ leadId: soon.leadId, kind: 'FREE_CONSULTATION', cancelledAt: null });
    expect(bookings[0]!.reference).toMatch(/^APB-\d+$/);
  });

  test("Today lists today's and tomorrow's calls at their time; the list marks leads with a live booking", async () => {
    const now = new Date();
    const inTwoDays = new Date(
      `${new Date(now.getTime() + 2 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' })}T12:00:00Z`,
    );
    const soon = await seedBooking('Pedro Pronto', inHours(1));
    const far = await seedBooking('Lucía Lejos', inTwoDays);
    const { calls } = (await context.advisor.get('/today')).body as TodayList;
    expect(calls.map((call) => call.id)).toEqual([soon.leadId]);
    expect(calls[0]!.booking).toMatchObject({ id: soon.id, kind: 'FREE_CONSULTATION' });
    expect(calls[0]!.booking.startsAt).toBe(soon.startsAt.toISOString());

    await db().booking.update({ where: { id: far.id }, data: { cancelledAt: new Date(), cancelledBy: 'advisor' } });
    const { leads } = (await context.advisor.get('/leads')).body as LeadList;
    const marked = Object.fromEntries(leads.map((lead) => [lead.id, lead.bookingAt]));
    expect(marked[soon.leadId]).toBe(calls[0]!.booking.startsAt);
    expect(marked[far.leadId]).toBeNull();
  });

  test("the lead's booking is read with its state, cancelled or not; none is null", async () => {
    const { id, leadId } = await seedBooking('Pedro Pronto', inHours(30));
    await db().booking.update({ where: { id }, data: { cancelledAt: new Date(), cancelledBy: 'visitor' } });
    const { body } = await context.advisor.get(`/leads/${leadId}/booking`);
    expect(body.booking).toMatchObject({ id, cancelledBy: 'visitor', name: 'Pedro Pronto' });
    const { id: plain } = await seedLead(db());
    expect((await context.advisor.get(`/leads/${plain}/booking`)).body).toEqual({ booking: null });
  });
});

describe('the private feed', () => {
  const fetchFeed = (url: string) => request(context.testApp.app).get(new URL(url).pathname + new URL(url).search);
  const events = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

  test('lists live bookings with the first name and reference only, no-store; other calls and data stay out', async () => {
    const booked = await seedBooking('María José García', inHours(26), 30);
    await db().lead.update({
      where: { id: booked.leadId },
      data: { data: { nombreCompleto: 'María José García', telefono: '+31 6 12345678', bsn: 'secret' } },
    });
    const cancelled = await seedBooking('Carla Cancelada', inHours(28));
    await db().booking.update({
      where: { id: cancelled.id },
      data: { cancelledAt: new Date(), cancelledBy: 'visitor' },
    });

    const created = await context.advisor.post('/calendar/feed?lang=en');
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics\?lang=en$/);
    const feed = await fetchFeed(created.body.url);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['cache-control']).toBe('no-store');
    const [event, ...others] = events(feed.text);
    expect(others).toEqual([]);
    const { reference } = (await context.advisor.get(`/leads/${booked.leadId}/booking`)).body.booking;
    expect(event!.summary).toBe(`Free consultation · María (${reference})`);
    // An ICS time has whole seconds.
    expect(event!.startDate.toJSDate().getTime()).toBe(Math.floor(booked.startsAt.getTime() / 1000) * 1000);
    expect(event!.endDate.toJSDate().getTime() - event!.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    expect(event!.description).toContain(`/inbox/leads/${booked.leadId}`);
    expect(feed.text).not.toMatch(/José|García|12345678|secret/);
    expect(((await context.advisor.get('/calendar')).body as CalendarView).feed).toMatchObject({ active: true });
  });

  test('a new address revokes the old; a revoked, altered or unknown one is a 404', async () => {
    const first = (await context.advisor.post('/calendar/feed')).body.url as string;
    const second = (await context.advisor.post('/calendar/feed')).body.url as string;
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    expect((await fetchFeed(second.replace(/.\.ics$/, (end) => (end[0] === 'A' ? 'B' : 'A') + '.ics'))).status).toBe(
      404,
    );
    expect((await request(context.testApp.app).get('/calendar/nothing.ics')).status).toBe(404);
    expect((await context.advisor.delete('/calendar/feed')).status).toBe(204);
    expect((await fetchFeed(second)).status).toBe(404);
    expect(((await context.advisor.get('/calendar')).body as CalendarView).feed).toEqual({
      active: false,
      createdAt: null,
    });
  });

  test('the feed holds only the hash of its token', async () => {
    const url = (await context.advisor.post('/calendar/feed')).body.url as string;
    const token = /calendar\/(.+)\.ics/.exec(url)![1]!;
    const [feed] = await db().calendarFeed.findMany();
    expect(Buffer.from(feed!.tokenHash).toString('base64url')).not.toBe(token);
    expect(Buffer.from(feed!.tokenHash)).toHaveLength(32);
  });
});
