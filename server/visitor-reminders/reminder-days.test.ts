import { describe, expect, test } from 'vitest';
import { calendarDaysBetween, isDecentHour, reachedDays } from './reminder-days';

describe('the reminders’ days', () => {
  test('are counted in Amsterdam calendar days, across a change of clock', () => {
    // 23:30 in Amsterdam on 24 October (summer time) to 00:30 on 27 October (winter time).
    expect(calendarDaysBetween(new Date('2026-10-24T21:30:00Z'), new Date('2026-10-26T23:30:00Z'))).toBe(3);
    expect(calendarDaysBetween(new Date('2026-11-02T08:00:00Z'), new Date('2026-11-02T22:00:00Z'))).toBe(0);
  });

  test('3, 7 and 14 are reached in turn, and none after day 16', () => {
    const anchor = new Date('2026-11-02T10:00:00Z');
    const on = (day: number) => new Date(anchor.getTime() + day * 24 * 3600_000);
    expect(reachedDays(anchor, on(2))).toEqual([]);
    expect(reachedDays(anchor, on(3))).toEqual([3]);
    expect(reachedDays(anchor, on(8))).toEqual([3, 7]);
    expect(reachedDays(anchor, on(14))).toEqual([3, 7, 14]);
    expect(reachedDays(anchor, on(16))).toEqual([3, 7, 14]);
    expect(reachedDays(anchor, on(17))).toEqual([]);
  });

  test('a decent hour is 09:00 to 19:00 in Amsterdam', () => {
    expect(isDecentHour(new Date('2026-11-26T07:59:00Z'))).toBe(false); // 08:59 CET
    expect(isDecentHour(new Date('2026-11-26T08:00:00Z'))).toBe(true);
    expect(isDecentHour(new Date('2026-11-26T17:59:00Z'))).toBe(true);
    expect(isDecentHour(new Date('2026-11-26T18:00:00Z'))).toBe(false);
    expect(isDecentHour(new Date('2026-07-01T07:30:00Z'))).toBe(true); // 09:30 CEST
  });
});
