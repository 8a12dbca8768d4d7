// The offered times as the visitor reads them (docs/decisions/0055-booking-on-the-site.md): on her
// own clock, grouped by her day, with Amsterdam's time beside when it reads differently. Intl only:
// no date library in the browser. Each time stays the server's ISO string with Amsterdam's offset,
// which <time datetime> carries as is.
import { BUSINESS } from '../../../../common/business';
import type { Lang } from '../../../../common/lang';

const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };

export type SlotView = { slot: string; time: string; amsterdam: string | undefined };
export type SlotDay = { key: string; label: string; slots: SlotView[] };

/** The visitor's time zone as her browser names it (Amsterdam's when it names none). */
export function visitorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || BUSINESS.timeZone;
}

export function slotFormats(lang: Lang, zone: string) {
  const locale = LOCALE[lang];
  const hm = { hour: '2-digit', minute: '2-digit' } as const;
  const time = new Intl.DateTimeFormat(locale, { ...hm, timeZone: zone });
  const firm = new Intl.DateTimeFormat(locale, { ...hm, timeZone: BUSINESS.timeZone });
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone });
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: zone,
  });
  const full = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...hm,
    timeZone: zone,
  });
  const fullFirm = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...hm,
    timeZone: BUSINESS.timeZone,
  });
  return {
    view(slot: string): SlotView {
      const at = new Date(slot);
      const own = time.format(at);
      const amsterdam = firm.format(at);
      return { slot, time: own, amsterdam: own === amsterdam && sameDay(at) ? undefined : amsterdam };
    },
    dayKey: (slot: string) => dayKey.format(new Date(slot)),
    dayLabel: (slot: string) => day.format(new Date(slot)),
    /** "martes, 1 de diciembre, 12:00" on her clock, and on Amsterdam's when it reads differently. */
    full(slot: string) {
      const at = new Date(slot);
      const own = full.format(at);
      const amsterdam = fullFirm.format(at);
      return { own, amsterdam: own === amsterdam ? undefined : amsterdam };
    },
  };

  function sameDay(at: Date) {
    return dayKey.format(at) === new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS.timeZone }).format(at);
  }
}

/** The times grouped by the visitor's day, in order. */
export function groupByDay(slots: readonly string[], lang: Lang, zone: string): SlotDay[] {
  const formats = slotFormats(lang, zone);
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const key = formats.dayKey(slot);
    let day = days.get(key);
    if (!day) {
      day = { key, label: formats.dayLabel(slot), slots: [] };
      days.set(key, day);
    }
    day.slots.push(formats.view(slot));
  }
  return [...days.values()];
}
