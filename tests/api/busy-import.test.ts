// The advisor's own calendar as busy times (docs/decisions/0057-calendar-in-the-inbox.md): an ICS
// served by a local HTTP server, read by the import into PostgreSQL and back through
// importedBusyTimes: a zoned event, a weekly event with an excluded date and a moved occurrence,
// an all-day event in Amsterdam days, free and cancelled events left out; a failed read keeps
// the last times; the queue's schedule runs every five minutes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  BUSY_IMPORT_QUEUE,
  importedBusyTimes,
  refreshImportedBusyTimes,
  startBusyImportJob,
} from '../../server/calendar/busy-import';
import { startTestApp, type TestApp } from '../setup/test-app';
import { busyTimes } from '../../server/booking/busy-times';

let testApp: TestApp;
let server: Server;
let calendar = { status: 200, body: '' };
let url: string;

beforeAll(async () => {
  testApp = await startTestApp();
  server = createServer((_req, res) =>
    res.writeHead(calendar.status, { 'Content-Type': 'text/calendar' }).end(calendar.body),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private.ics`;
});
afterAll(async () => {
  await testApp?.close();
  await new Promise((resolve) => server?.close(resolve));
});

// Amsterdam's zone as Google writes it into a calendar's ICS.
const VTIMEZONE = `BEGIN:VTIMEZONE
TZID:Europe/Amsterdam
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

const event = (lines: string) => `BEGIN:VEVENT\nDTSTAMP:20261101T000000Z\n${lines}\nEND:VEVENT`;
const ics = (...events: string[]) =>
  `BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//busy//EN\n${VTIMEZONE}\n${events.join('\n')}\nEND:VCALENDAR\n`.replace(
    /\n/g,
    '\r\n',
  );
const iso = (date: Date) => date.toISOString();

// "Now" for the import: Monday 15 March 2027; the window (the booking horizon) reaches past the
// clock change of 28 March.
const NOW = new Date('2027-03-15T08:00:00Z');
const UNTIL = new Date('2027-04-30T00:00:00Z');

test('zoned, recurring (with an excluded date and a moved occurrence) and all-day events; free and cancelled ones left out', async () => {
  calendar = {
    status: 200,
    body: ics(
      event(
        'UID:dentist\nDTSTART;TZID=Europe/Amsterdam:20270316T183000\nDTEND;TZID=Europe/Amsterdam:20270316T193000\nSUMMARY:Dentista',
      ),
      // Thursdays 19:00–20:00, five times from the 11th (already past), across the change to
      // summer time; the 25th excluded, the 18th moved to 20:00, 8 April past the horizon.
      event(
        'UID:yoga\nDTSTART;TZID=Europe/Amsterdam:20270311T190000\nDTEND;TZID=Europe/Amsterdam:20270311T200000\nRRULE:FREQ=WEEKLY;COUNT=5\nEXDATE;TZID=Europe/Amsterdam:20270325T190000',
      ),
      event(
        'UID:yoga\nRECURRENCE-ID;TZID=Europe/Amsterdam:20270318T190000\nDTSTART;TZID=Europe/Amsterdam:20270318T200000\nDTEND;TZID=Europe/Amsterdam:20270318T210000',
      ),
      event('UID:holiday\nDTSTART;VALUE=DATE:20270320\nDTEND;VALUE=DATE:20270322'),
      event('UID:free\nDTSTART:20270317T170000Z\nDTEND:20270317T180000Z\nTRANSP:TRANSPARENT'),
      event('UID:cancelled\nDTSTART:20270319T170000Z\nDTEND:20270319T180000Z\nSTATUS:CANCELLED'),
      event('UID:past\nDTSTART:20270201T170000Z\nDTEND:20270201T180000Z'),
    ),
  };
  const db = testApp.services.prisma;
  expect(await refreshImportedBusyTimes(db, url, NOW)).toBe(4);
  const busy = (await importedBusyTimes(db, NOW, UNTIL)).map(({ start, end }) => [iso(start), iso(end)]);
  expect(busy).toEqual([
    ['2027-03-16T17:30:00.000Z', '2027-03-16T18:30:00.000Z'],
    ['2027-03-18T19:00:00.000Z', '2027-03-18T20:00:00.000Z'],
    // 20 and 21 March, midnight to midnight in Amsterdam.
    ['2027-03-19T23:00:00.000Z', '2027-03-21T23:00:00.000Z'],
    // After the clock change: 19:00 in Amsterdam is 17:00 UTC.
    ['2027-04-01T17:00:00.000Z', '2027-04-01T18:00:00.000Z'],
  ]);
  // Only what overlaps the asked range.
  const range = await importedBusyTimes(db, new Date('2027-03-16T18:00:00Z'), new Date('2027-03-18T19:00:00Z'));
  expect(range).toHaveLength(1);
  // The slot rules count them as busy, beside bookings and blocks.
  const slotBusy = await busyTimes(db, new Date('2027-03-16T17:00:00Z'), new Date('2027-03-16T19:00:00Z'));
  expect(slotBusy.map(({ start, end }) => [iso(start), iso(end)])).toEqual([
    ['2027-03-16T17:30:00.000Z', '2027-03-16T18:30:00.000Z'],
  ]);
});

test('a failed read keeps the last busy times; a new read replaces them all', async () => {
  const db = testApp.services.prisma;
  calendar = { status: 200, body: ics(event('UID:one\nDTSTART:20270320T170000Z\nDTEND:20270320T180000Z')) };
  await refreshImportedBusyTimes(db, url, NOW);
  calendar = { status: 503, body: '' };
  await expect(refreshImportedBusyTimes(db, url, NOW)).rejects.toThrow(/503/);
  calendar = { status: 200, body: 'not a calendar' };
  await expect(refreshImportedBusyTimes(db, url, NOW)).rejects.toThrow();
  expect(await importedBusyTimes(db, NOW, UNTIL)).toEqual([
    { start: new Date('2027-03-20T17:00:00Z'), end: new Date('2027-03-20T18:00:00Z') },
  ]);
  calendar = { status: 200, body: ics(event('UID:two\nDTSTART:20270321T170000Z\nDTEND:20270321T180000Z')) };
  await refreshImportedBusyTimes(db, url, NOW);
  expect(await importedBusyTimes(db, NOW, UNTIL)).toEqual([
    { start: new Date('2027-03-21T17:00:00Z'), end: new Date('2027-03-21T18:00:00Z') },
  ]);
});

test('with an address, the queue reads it every five minutes; without one, nothing is scheduled', async () => {
  const { boss, prisma, logger } = testApp.services;
  await startBusyImportJob(boss, { prisma, logger, url: undefined });
  expect((await boss.getSchedules()).map((schedule) => schedule.name)).not.toContain(BUSY_IMPORT_QUEUE);
  await startBusyImportJob(boss, { prisma, logger, url });
  const schedule = (await boss.getSchedules()).find((entry) => entry.name === BUSY_IMPORT_QUEUE);
  expect(schedule?.cron).toBe('*/5 * * * *');
  // A run through the queue reads the calendar (now: its event still to come).
  const start = new Date(Date.now() + 86_400_000);
  const stamp = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');
  calendar = {
    status: 200,
    body: ics(event(`UID:queued\nDTSTART:${stamp(start)}\nDTEND:${stamp(new Date(start.getTime() + 3_600_000))}`)),
  };
  await boss.send(BUSY_IMPORT_QUEUE, {});
  await expect
    .poll(async () => (await importedBusyTimes(prisma, new Date(), new Date(Date.now() + 2 * 86_400_000))).length, {
      timeout: 30_000,
    })
    .toBe(1);
});
