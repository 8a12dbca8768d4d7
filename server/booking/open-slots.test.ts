// The slot rules (docs/decisions/0055-booking-on-the-site.md): opening hours in Amsterdam's wall
// clock across both daylight-saving changes, the lead time, the horizon, and busy times.
import { describe, expect, test } from 'vitest';
import { BOOKING } from '../../common/business';
import { isOpenSlot, nearestSlots, openSlots } from './open-slots';

const at = (iso: string) => new Date(iso);
const instants = (slots: string[]) => slots.map((slot) => new Date(slot).toISOString());
const onDay = (slots: string[], day: string) => slots.filter((slot) => slot.startsWith(day));

describe('opening hours on the firm’s wall clock', () => {
  test('spring forward (28 March 2027): 10:00 is 09:00 UTC on Saturday and 08:00 UTC on Sunday', () => {
    const slots = openSlots('free', at('2027-03-26T06:00:00Z'), []);
    expect(onDay(slots, '2027-03-27')[0]).toBe('2027-03-27T10:00:00.000+01:00');
    expect(onDay(slots, '2027-03-28')[0]).toBe('2027-03-28T10:00:00.000+02:00');
    expect(instants(onDay(slots, '2027-03-28')).at(0)).toBe('2027-03-28T08:00:00.000Z');
    // The weekday evenings move with the clock too: 18:00 is 17:00 UTC before, 16:00 UTC after.
    expect(instants(onDay(slots, '2027-03-26')).at(0)).toBe('2027-03-26T17:00:00.000Z');
    expect(instants(onDay(slots, '2027-03-29')).at(0)).toBe('2027-03-29T16:00:00.000Z');
  });

  test('fall back (25 October 2026): 10:00 is 08:00 UTC on Saturday and 09:00 UTC on Sunday', () => {
    const slots = openSlots('free', at('2026-10-23T06:00:00Z'), []);
    expect(onDay(slots, '2026-10-24')[0]).toBe('2026-10-24T10:00:00.000+02:00');
    expect(onDay(slots, '2026-10-25')[0]).toBe('2026-10-25T10:00:00.000+01:00');
    expect(instants(onDay(slots, '2026-10-25')).at(0)).toBe('2026-10-25T09:00:00.000Z');
    // A Sunday of 25 hours still has exactly the four opening hours: 16 quarter-hour calls.
    expect(onDay(slots, '2026-10-25')).toHaveLength(16);
    expect(onDay(slots, '2026-10-25').at(-1)).toBe('2026-10-25T13:45:00.000+01:00');
  });

  test('weekdays 18:00–22:00, weekends 10:00–14:00; a call ends by closing time', () => {
    const slots = openSlots('urgent', at('2026-11-29T06:00:00Z'), []);
    const monday = onDay(slots, '2026-11-30');
    expect(monday[0]).toBe('2026-11-30T18:00:00.000+01:00');
    expect(monday.at(-1)).toBe('2026-11-30T21:30:00.000+01:00');
    expect(monday).toHaveLength(15);
    expect(onDay(slots, '2026-12-05').at(-1)).toBe('2026-12-05T13:30:00.000+01:00');
  });
});

describe('lead time and horizon', () => {
  test(`nothing sooner than ${BOOKING.leadTimeHours} hours from now`, () => {
    // Monday 30 November 2026, 18:30 in Amsterdam.
    const slots = openSlots('free', at('2026-11-30T17:30:00Z'), []);
    expect(slots[0]).toBe('2026-11-30T20:30:00.000+01:00');
  });

  test(`nothing later than ${BOOKING.horizonDays} days ahead`, () => {
    const now = at('2026-11-30T17:30:00Z');
    const slots = openSlots('free', now, []);
    const last = new Date(slots.at(-1)!).getTime();
    expect(last).toBeLessThanOrEqual(now.getTime() + BOOKING.horizonDays * 86_400_000);
    expect(last).toBeGreaterThan(now.getTime() + (BOOKING.horizonDays - 1) * 86_400_000);
  });
});

describe('busy times', () => {
  const now = at('2026-11-29T06:00:00Z');

  test('a block removes every time it overlaps; calls may end as it starts and start as it ends', () => {
    // Monday 30 November, 19:00–20:00 in Amsterdam.
    const block = { start: at('2026-11-30T18:00:00Z'), end: at('2026-11-30T19:00:00Z') };
    const monday = onDay(openSlots('urgent', now, [block]), '2026-11-30').map((slot) => slot.slice(11, 16));
    expect(monday).toEqual(['18:00', '18:15', '18:30', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30']);
  });

  test('a booked free consultation takes its quarter hour from both kinds', () => {
    const booked = { start: at('2026-11-30T17:15:00Z'), end: at('2026-11-30T17:30:00Z') };
    const free = onDay(openSlots('free', now, [booked]), '2026-11-30').map((slot) => slot.slice(11, 16));
    expect(free.slice(0, 3)).toEqual(['18:00', '18:30', '18:45']);
    const urgent = onDay(openSlots('urgent', now, [booked]), '2026-11-30').map((slot) => slot.slice(11, 16));
    expect(urgent.slice(0, 2)).toEqual(['18:30', '18:45']);
    expect(isOpenSlot('free', at('2026-11-30T17:15:00Z'), now, [booked])).toBe(false);
    expect(isOpenSlot('free', at('2026-11-30T17:30:00Z'), now, [booked])).toBe(true);
  });

  test('a time off the grid or outside the hours is not open', () => {
    expect(isOpenSlot('free', at('2026-11-30T17:05:00Z'), now, [])).toBe(false);
    expect(isOpenSlot('free', at('2026-11-30T12:00:00Z'), now, [])).toBe(false);
  });

  test('the nearest free times to a lost one, in order', () => {
    const slots = openSlots('free', now, []);
    expect(nearestSlots(slots, at('2026-11-30T18:00:00Z')).map((slot) => slot.slice(11, 16))).toEqual([
      '18:45',
      '19:00',
      '19:15',
    ]);
  });
});
