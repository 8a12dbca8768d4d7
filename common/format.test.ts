import { expect, test } from 'vitest';
import type { Lang } from './lang';
import { formatNumber, formatPrice, upperFirst } from './format';

const LOCALES = { es: 'es-ES', en: 'en-IE' } as const;
const VALUES = [0, 5, 4.9, 4.75, 0.125, 12.5, 150, 999, 1000, 1595, 12_345, 99_999.5, 1_234_567, 10_000_000];

test.each(Object.entries(LOCALES))(
  '%s numbers and prices read as Intl.NumberFormat writes them (%s)',
  (lang, locale) => {
    const language = lang as Lang;
    const numbers = new Intl.NumberFormat(locale, { useGrouping: 'always' });
    const prices = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      useGrouping: 'always',
    });
    for (const value of VALUES) {
      expect(formatNumber(value, language), String(value)).toBe(numbers.format(value));
      if (Number.isInteger(value)) expect(formatPrice(value, language), String(value)).toBe(prices.format(value));
    }
  },
);

test('a label written to stand in a sentence starts a list item with a capital, its other letters kept', () => {
  expect(upperFirst('tu DigiD (para la UWV)', 'es')).toBe('Tu DigiD (para la UWV)');
  expect(upperFirst('éste', 'es')).toBe('Éste');
  expect(upperFirst('', 'en')).toBe('');
});
