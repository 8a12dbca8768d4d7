// The site's two languages (docs/product.md#languages): Spanish is the default and has no path
// prefix; English lives under /en.
export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

export function isLang(value: unknown): value is Lang {
  return value === 'es' || value === 'en';
}
