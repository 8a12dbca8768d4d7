// Numbers and prices in the page's language (home, packs, housing): es-ES writes 1.595, en-IE 1,595.
import type { Lang } from '../../../common/lang';

const locale = (lang: Lang) => (lang === 'es' ? 'es-ES' : 'en-IE');

/** One formatter per language and kind: building one costs far more than using it (a page formats dozens of prices). */
function formatter(options: Intl.NumberFormatOptions) {
  const byLang = new Map<Lang, Intl.NumberFormat>();
  return (lang: Lang) => {
    let format = byLang.get(lang);
    if (!format) byLang.set(lang, (format = new Intl.NumberFormat(locale(lang), options)));
    return format;
  };
}

// useGrouping 'always': on its own es-ES leaves four-digit numbers ungrouped (1595).
const numbers = formatter({ useGrouping: 'always' });
const prices = formatter({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' });

export function formatNumber(value: number, lang: Lang): string {
  return numbers(lang).format(value);
}

/** A whole-euro price with its sign where the language puts it: "1.595 €", "€1,595". */
export function formatPrice(value: number, lang: Lang): string {
  return prices(lang).format(value);
}
