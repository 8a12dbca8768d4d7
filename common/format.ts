// Numbers and whole-euro prices in the page's language: es-ES writes 1.595, 4,9 and "1.595 €";
// en-IE 1,595, 4.9 and "€1,595". Written out rather than with Intl.NumberFormat: these two
// fixed formats are all the site needs, and the first NumberFormat a page builds loads ICU's
// locale data in the middle of hydration (4-15 ms of main thread on a desktop CPU, four times
// that on a phone: Lighthouse's Total Blocking Time, docs/BENCHMARKS.md). format.test.ts holds the output to Intl's.
import type { Lang } from './lang';

const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  es: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Grouped in threes always (es-ES would leave 1595 ungrouped by default), at most 3 decimals, as Intl rounds. */
export function formatNumber(value: number, lang: Lang): string {
  const { group, decimal } = SEPARATORS[lang];
  const [whole = '0', fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** A whole-euro price with its sign where the language puts it: "1.595 €" (no-break space), "€1,595". */
export function formatPrice(value: number, lang: Lang): string {
  const amount = formatNumber(Math.round(value), lang);
  return lang === 'es' ? `${amount}\u00a0€` : `€${amount}`;
}

/** A text started with a capital, as a list item shows a label written to stand inside a sentence. */
export function upperFirst(text: string, lang: Lang): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
