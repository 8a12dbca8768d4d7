// The times a call can be booked (docs/decisions/0055-booking-on-the-site.md): the opening hours
// (HOURS in business.ts) as wall-clock times in the firm's zone, on a grid of BOOKING.stepMinutes,
// no sooner than the lead time and no later than the horizon, minus what is busy. The wall clock
// is turned into instants by Luxon with the IANA zone data, so 18:00 stays 18:00 in Amsterdam
// across both daylight-saving changes (and a time that does not exist on a spring-forward night
// would be moved forward, never doubled: the hours are far from 02:00 anyway).
import { DateTime } from 'luxon';
import { BOOKING, BUSINESS } from '../../common/business';
import { KIND_MINUTES, type BookingKind } from '../../common/booking/booking-kinds';
import { hoursOn } from '../../common/reply-promise';

export type Interval = { start: Date; end: Date };

const clock = (time: string) => ({ hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) });

/** The window a visitor may book in now: from the lead time to the horizon. */
export function bookingWindow(now: Date): Interval {
  return {
    start: new Date(now.getTime() + BOOKING.leadTimeHours * 3_600_000),
    end: new Date(now.getTime() + BOOKING.horizonDays * 86_400_000),
  };
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Every free start for `kind`, soonest first, as ISO 8601 with the firm's offset. */
export function openSlots(kind: BookingKind, now: Date, busy: readonly Interval[]): string[] {
  const window = bookingWindow(now);
  const minutes = KIND_MINUTES[kind];
  const slots: string[] = [];
  const firstDay = DateTime.fromJSDate(now, { zone: BUSINESS.timeZone }).startOf('day');
  for (let offset = 0; offset <= BOOKING.horizonDays; offset += 1) {
    const day = firstDay.plus({ days: offset });
    // Luxon's weekday is 1 (Monday) … 7 (Sunday); hoursOn takes 0 (Sunday) … 6.
    const hours = hoursOn(day.weekday % 7);
    const closes = day.set(clock(hours.closes));
    for (let start = day.set(clock(hours.opens)); start.plus({ minutes }) <= closes;) {
      const slot = { start: start.toJSDate(), end: start.plus({ minutes }).toJSDate() };
      if (slot.start >= window.start && slot.start <= window.end && !busy.some((b) => overlaps(slot, b)))
        slots.push(start.toISO()!);
      start = start.plus({ minutes: BOOKING.stepMinutes });
    }
  }
  return slots;
}

/** Whether `startsAt` is a time open for `kind` now. */
export function isOpenSlot(kind: BookingKind, startsAt: Date, now: Date, busy: readonly Interval[]): boolean {
  return openSlots(kind, now, busy).some((slot) => new Date(slot).getTime() === startsAt.getTime());
}

/** The free times closest to `wanted`, for a visitor who lost it to someone else. */
export function nearestSlots(slots: readonly string[], wanted: Date, count = 3): string[] {
  const distance = (slot: string) => Math.abs(new Date(slot).getTime() - wanted.getTime());
  return [...slots]
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, count)
    .sort();
}
