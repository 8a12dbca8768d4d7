// Numbers and prices in the page's language (home, packs, housing): es-ES writes 1.595, en-IE 1,595.
import type { Lang } from '../../../common/lang';

const locale = (lang: Lang) => (lang === 'es' ? 'es-ES' : 'en-IE');

// useGrouping 'always': on its own es-ES leaves four-digit numbers ungrouped (1595).
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locale(lang), { useGrouping: 'always' }).format(value);
}

/** A whole-euro price with its sign where the language puts it: "1.595 €", "€1,595". */
export function formatPrice(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locale(lang), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).format(value);
}
