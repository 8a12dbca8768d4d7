// The times on the visitor's clock, grouped by her day, with Amsterdam's beside when it differs.
import { describe, expect, test } from 'vitest';
import { groupByDay, slotFormats } from './slot-times';

const SLOTS = ['2026-12-01T18:00:00.000+01:00', '2026-12-01T21:45:00.000+01:00', '2026-12-05T10:00:00.000+01:00'];

describe('times for a visitor in Bogotá', () => {
  test('her clock, her days, Amsterdam’s time beside', () => {
    const days = groupByDay(SLOTS, 'es', 'America/Bogota');
    expect(days.map((day) => day.key)).toEqual(['2026-12-01', '2026-12-05']);
    expect(days[0]!.label).toBe('martes, 1 de diciembre');
    expect(days[0]!.slots.map(({ time, amsterdam }) => [time, amsterdam])).toEqual([
      ['12:00', '18:00'],
      ['15:45', '21:45'],
    ]);
    expect(days[1]!.slots[0]).toMatchObject({ slot: SLOTS[2], time: '04:00', amsterdam: '10:00' });
  });

  test('in Amsterdam itself, no second time', () => {
    const [day] = groupByDay(SLOTS, 'en', 'Europe/Amsterdam');
    expect(day!.label).toBe('Tuesday 1 December');
    expect(day!.slots[0]).toMatchObject({ time: '18:00', amsterdam: undefined });
  });

  test('a time on another day in her zone keeps Amsterdam’s beside', () => {
    // 21:45 in Amsterdam is 05:45 the next morning in Tokyo.
    const days = groupByDay([SLOTS[1]!], 'en', 'Asia/Tokyo');
    expect(days[0]!.key).toBe('2026-12-02');
    expect(days[0]!.slots[0]!.amsterdam).toBe('21:45');
  });

  test('the chosen time in full on both clocks', () => {
    expect(slotFormats('es', 'America/Bogota').full(SLOTS[0]!)).toEqual({
      own: 'martes, 1 de diciembre, 12:00',
      amsterdam: 'martes, 1 de diciembre, 18:00',
    });
  });
});
