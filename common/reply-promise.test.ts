// The reply-time promise across the opening hours (Mon–Fri 18:00–22:00, Sat–Sun 10:00–14:00,
// Amsterdam time): moments given in UTC, deadlines on the firm's clock.
import { describe, expect, it } from 'vitest';
import { deadlineDay, firmTimeAt, replyDeadline, replyDueAt } from './reply-promise';

const at = (iso: string) => replyDeadline(new Date(iso));

describe('the reply deadline', () => {
  // [case, moment (UTC), deadline day, closing time, days later]
  it.each([
    ['a weekday morning: that evening', '2026-11-30T08:00:00Z', '2026-11-30', '22:00', 0],
    [
      'a weekday evening with more than an hour left: the same evening',
      '2026-11-30T19:30:00Z',
      '2026-11-30',
      '22:00',
      0,
    ],
    ['the last hour of a weekday evening: the next evening', '2026-11-30T20:30:00Z', '2026-12-01', '22:00', 1],
    ['Friday night: Saturday before 14:00', '2026-11-27T22:45:00Z', '2026-11-28', '14:00', 1],
    ['Saturday morning: that day before 14:00', '2026-11-28T09:15:00Z', '2026-11-28', '14:00', 0],
    ['Saturday evening: Sunday before 14:00', '2026-11-28T19:00:00Z', '2026-11-29', '14:00', 1],
    ['Sunday after 13:00: Monday evening', '2026-11-29T12:30:00Z', '2026-11-30', '22:00', 1],
  ] as const)('%s', (_case, moment, date, time, daysLater) => {
    expect(at(moment)).toEqual({ date, time, daysLater });
  });

  it('counts in Amsterdam time across midnight UTC and in summer time', () => {
    // 23:30 UTC on Friday is already Saturday 00:30 in Amsterdam.
    expect(at('2026-11-27T23:30:00Z')).toEqual({ date: '2026-11-28', time: '14:00', daysLater: 0 });
    // Monday 29 June 2026, 21:30 in Amsterdam (UTC+2): half an hour left, so Tuesday.
    expect(at('2026-06-29T19:30:00Z')).toEqual({ date: '2026-06-30', time: '22:00', daysLater: 1 });
  });

  it('names the day in both languages', () => {
    const deadline = at('2026-11-27T22:45:00Z');
    expect(deadlineDay(deadline, 'es')).toEqual({ weekday: 'sábado', date: 'sábado, 28 de noviembre' });
    expect(deadlineDay(deadline, 'en')).toEqual({ weekday: 'Saturday', date: 'Saturday 28 November' });
  });
});

describe('the moment the reply is due', () => {
  it("is the closing time on the firm's clock, in winter and in summer time", () => {
    expect(replyDueAt(new Date('2026-11-30T08:00:00Z')).toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(replyDueAt(new Date('2026-11-27T22:45:00Z')).toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(replyDueAt(new Date('2026-06-29T19:30:00Z')).toISOString()).toBe('2026-06-30T20:00:00.000Z');
  });

  it("reads any time of a day on the firm's clock", () => {
    expect(firmTimeAt('2026-11-30', '18:00').toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(firmTimeAt('2026-07-04', '10:00').toISOString()).toBe('2026-07-04T08:00:00.000Z');
  });
});
