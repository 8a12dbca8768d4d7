import { describe, expect, it } from 'vitest';
import { dayIso } from './days';

describe('dayIso', () => {
  it('is today in local time without a zone', () => {
    expect(dayIso({ days: 0 }, new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
    expect(dayIso({ days: 0 }, new Date(2025, 0, 5, 0, 0))).toBe('2025-01-05');
  });
  it('is the date in the named zone, not the runtime’s', () => {
    const amsterdam = (iso: string) => dayIso({ days: 0, zone: 'Europe/Amsterdam' }, new Date(iso));
    expect(amsterdam('2026-11-24T23:30:00Z')).toBe('2026-11-25');
    expect(amsterdam('2026-06-30T21:59:00Z')).toBe('2026-06-30');
    expect(amsterdam('2026-06-30T22:00:00Z')).toBe('2026-07-01');
  });
  it('counts days across months and years', () => {
    expect(dayIso({ days: -1 }, new Date(2025, 0, 1, 12))).toBe('2024-12-31');
    expect(dayIso({ days: 1 }, new Date(2024, 1, 28, 12))).toBe('2024-02-29');
    expect(dayIso({ days: 1, zone: 'Europe/Amsterdam' }, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-02');
  });
});
