// How long ago a request came, as the advisor says it: "hace 2 h", "2 h ago", "hace 3 días".
const locale = (lang: string) => (lang === 'en' ? 'en-GB' : 'es-ES');

/** Each unit after minutes, and how many of the one before make one of it. */
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 4.35],
  ['year', 12],
];

export function formatAge(iso: string, lang: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale(lang), { numeric: 'auto', style: 'short' });
  let amount = (now - new Date(iso).getTime()) / 60_000;
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  for (const [next, size] of STEPS) {
    if (amount < size) break;
    amount /= size;
    unit = next;
  }
  return format.format(-Math.max(0, Math.floor(amount)), unit);
}
