// A call's or block's time as the advisor reads it: Amsterdam time, in the inbox's language
// ("jue, 3 dic · 18:00–18:15"), as format-date.ts does for the rest of the inbox.
import { BUSINESS } from '../../../../common/business';

const locale = (lang: string) => (lang === 'en' ? 'en-GB' : 'es-ES');
const ZONE = BUSINESS.timeZone;

export const formatCallDay = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(locale(lang), { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short' });

export const formatClock = (iso: string, lang: string) =>
  new Date(iso).toLocaleTimeString(locale(lang), { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });

/** "jue, 3 dic · 18:00" */
export const formatCallStart = (iso: string, lang: string) => `${formatCallDay(iso, lang)} · ${formatClock(iso, lang)}`;

/** "jue, 3 dic · 18:00–18:15"; a range over midnight names both days. */
export function formatRange(startsAt: string, endsAt: string, lang: string): string {
  const startDay = formatCallDay(startsAt, lang);
  const endDay = formatCallDay(endsAt, lang);
  const end = endDay === startDay ? formatClock(endsAt, lang) : `${endDay} · ${formatClock(endsAt, lang)}`;
  return `${startDay} · ${formatClock(startsAt, lang)}–${end}`;
}

/** Whole days: "24 dic – 2 ene" (the end is exclusive: the last day is the one before it). */
export function formatDays(startsAt: string, endsAt: string, lang: string): string {
  const first = formatCallDay(startsAt, lang);
  const last = formatCallDay(new Date(Date.parse(endsAt) - 1).toISOString(), lang);
  return first === last ? first : `${first} – ${last}`;
}

/** An instant's day in Amsterdam (YYYY-MM-DD). */
export const firmDayOf = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: ZONE });
export const firmToday = () => firmDayOf(new Date().toISOString());
