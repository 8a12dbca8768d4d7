// A booked call's time as people read it: on the firm's clock, and on the visitor's when her
// zone shows another time (docs/decisions/0055-booking-on-the-site.md). Intl with the IANA zone
// data; a zone name the runtime does not know counts as none.
import { BUSINESS } from '../../common/business';
import type { Lang } from '../../common/lang';

const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };

export function knownTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function format(lang: Lang, timeZone: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(LOCALE[lang], { timeZone, ...options });
}

const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

/** "martes, 1 de diciembre, 18:00–18:15" in the firm's zone, and in hers when it reads differently. */
export function callTimes(lang: Lang, startsAt: Date, endsAt: Date, visitorZone: string | null | undefined) {
  const range = (zone: string) => format(lang, zone, DAY_AND_TIME).formatRange(startsAt, endsAt);
  const firm = range(BUSINESS.timeZone);
  const zone = knownTimeZone(visitorZone);
  const visitor = zone && range(zone) !== firm ? { zone, range: range(zone) } : undefined;
  return {
    firm,
    visitor,
    /** The start alone, for subjects: "1 dic, 18:00". */
    short: format(lang, visitor?.zone ?? BUSINESS.timeZone, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(startsAt),
    /** The start's time alone, on her clock when known. */
    time: format(lang, visitor?.zone ?? BUSINESS.timeZone, { hour: '2-digit', minute: '2-digit' }).format(startsAt),
  };
}
