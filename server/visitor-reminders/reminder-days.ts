// When the visitor's reminders go (docs/decisions/0062-visitor-reminders-and-revoked-links.md):
// on the 3rd, 7th and 14th calendar day, on Amsterdam's clock, after something was last asked
// of her (the request, or the advisor's latest question), and only at a decent hour there. A
// day whose moment passed while nothing ran is made up later, but never past LAST_LATE_DAY: a
// reminder weeks late would only surprise her.
import { DateTime } from 'luxon';
import { BUSINESS } from '../../common/business';

export const REMINDER_DAYS = [3, 7, 14] as const;
export type ReminderDay = (typeof REMINDER_DAYS)[number];

/** Amsterdam hours in which a reminder may go: from 09:00 to before 19:00. */
export const DECENT_HOURS = { from: 9, until: 19 } as const;
/** The last calendar day after the anchor on which the 14th day's reminder may still go. */
export const LAST_LATE_DAY = 16;

const amsterdam = (at: Date) => DateTime.fromJSDate(at, { zone: BUSINESS.timeZone });

export function isDecentHour(now: Date): boolean {
  const { hour } = amsterdam(now);
  return hour >= DECENT_HOURS.from && hour < DECENT_HOURS.until;
}

/** Calendar days between two instants on Amsterdam's clock (a DST change counts as any day). */
export function calendarDaysBetween(from: Date, to: Date): number {
  return Math.round(amsterdam(to).startOf('day').diff(amsterdam(from).startOf('day'), 'days').days);
}

/** The reminder days reached at `now` for a series counted from `anchor`, oldest first; none past LAST_LATE_DAY. */
export function reachedDays(anchor: Date, now: Date): ReminderDay[] {
  const days = calendarDaysBetween(anchor, now);
  if (days > LAST_LATE_DAY) return [];
  return REMINDER_DAYS.filter((day) => day <= days);
}
