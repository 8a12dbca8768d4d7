// When the firm answers a request: the one reply-time promise (REPLY_PROMISE in business.ts),
// worked out from the moment a request arrives and the opening hours, in the firm's time zone.
// The confirmation screen and the confirmation email both show it (docs/decisions/0027-what-happens-next.md).
import { BUSINESS, HOURS, REPLY_PROMISE } from './business';
import type { Lang } from './lang';

/** A day and closing time on the firm's clock: the reply comes that day, before `time`. */
export type ReplyDeadline = {
  /** YYYY-MM-DD in the firm's time zone. */
  date: string;
  /** HH:MM, the closing time of that day's opening hours. */
  time: string;
  /** Days after the day the request arrived (0: the same day). */
  daysLater: number;
};

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The opening hours of a weekday (0 Sunday … 6 Saturday). */
export function hoursOn(weekday: number) {
  return weekday === 0 || weekday === 6 ? HOURS.weekend : HOURS.weekdays;
}

// Made once: building a formatter costs far more than using it, and the reminders job reads
// the clock twice for every new lead of the week (docs/BENCHMARKS.md, "Intake").
const FIRM_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in the firm's time zone: its calendar day (as a UTC date) and minutes since midnight. */
function firmClock(at: Date) {
  const parts = Object.fromEntries(FIRM_CLOCK.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    day: new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * The close of the first opening period with at least `REPLY_PROMISE.minimumMinutes` of it still
 * ahead when the request arrives: a request at 19:00 on a Monday is answered that evening, one at
 * 21:30 the next evening, one on Sunday afternoon on Monday evening.
 */
export function replyDeadline(receivedAt: Date): ReplyDeadline {
  const { day, minute } = firmClock(receivedAt);
  for (let daysLater = 0; daysLater < 7; daysLater += 1) {
    const date = new Date(day.getTime() + daysLater * 86_400_000);
    const hours = hoursOn(date.getUTCDay());
    const from = daysLater === 0 ? Math.max(minute, minutes(hours.opens)) : minutes(hours.opens);
    if (minutes(hours.closes) - from >= REPLY_PROMISE.minimumMinutes) {
      return { date: date.toISOString().slice(0, 10), time: hours.closes, daysLater };
    }
  }
  throw new Error('The opening hours leave no period long enough to reply in (REPLY_PROMISE, HOURS)');
}

/** The moment a time of day (HH:MM) on a day (YYYY-MM-DD) of the firm's clock comes, e.g. a deadline's close. */
export function firmTimeAt(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The firm's clock reads the UTC instant as local time; the difference is its offset then.
  const { day, minute } = firmClock(new Date(asUtc));
  return new Date(asUtc - (day.getTime() + minute * 60_000 - asUtc));
}

/** The moment the reply promised for a request received at `receivedAt` is due. */
export const replyDueAt = (receivedAt: Date): Date => {
  const deadline = replyDeadline(receivedAt);
  return firmTimeAt(deadline.date, deadline.time);
};

/** The deadline's day in words, e.g. "lunes, 30 de noviembre" / "Monday 30 November". */
export function deadlineDay(deadline: ReplyDeadline, lang: Lang): { weekday: string; date: string } {
  const at = new Date(`${deadline.date}T12:00:00Z`);
  const locale = lang === 'es' ? 'es-ES' : 'en-GB';
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(at),
    date: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      at,
    ),
  };
}
