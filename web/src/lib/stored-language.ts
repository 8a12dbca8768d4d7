// The visitor's saved language (local storage key `language`, docs/product.md#languages).
import { isLang, type Lang } from '../../../common/lang';
import type { Route } from '../../../common/routes';

const KEY = 'language';

export function saveLanguage(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Storage may be disabled (private mode, strict settings); the switch still works.
  }
}

export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Lang | undefined {
  try {
    const value = storage?.getItem(KEY);
    return isLang(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The initial-language rule: English under /en; otherwise the saved language; otherwise
 * Spanish. Since every page's language is its address, a visitor who chose English and
 * opens a Spanish address of a page that has an English version is sent there (replace,
 * no history entry). Returns that address, or undefined to stay.
 * `traversal`: the page was reached by Back or Forward (or reloaded). The visitor who switched
 * to English and presses Back asked for the Spanish page: sending them on again would trap Back
 * in a loop.
 */
export function initialLanguageRedirect(
  route: Route | undefined,
  saved: Lang | undefined,
  traversal = false,
): string | undefined {
  if (!route || route.lang === 'en' || saved !== 'en' || traversal) return undefined;
  return route.alternates.en;
}
