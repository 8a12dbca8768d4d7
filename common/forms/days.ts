// Days counted from today, for the date rules (fields.ts) and the date pickers they give their
// bounds to, once the page is hydrated (web/src/lib/use-lead-form.ts).

/** A day counted from today: `days` after it (0 is today, -1 yesterday), by the calendar of `zone`
 * ('Europe/Amsterdam') or, without one, of the runtime (the visitor's in the browser). */
export type DayBound = { days: number; zone?: string };

/** The day of `bound` as 'YYYY-MM-DD', as a date rule and an `<input type=date>` read it. Swedish
 * writes dates as ISO does; a date-only ISO string is read as UTC midnight, so adding whole days
 * there is exact whatever the clocks do. */
export const dayIso = ({ days, zone }: DayBound, now: Date = new Date()): string =>
  new Date(Date.parse(now.toLocaleDateString('sv', { timeZone: zone })) + days * 864e5).toISOString().slice(0, 10);
