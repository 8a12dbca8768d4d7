import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../common/routes';
import { initialLanguageRedirect, storedLanguage } from './stored-language';

const routes = buildRoutes([{ key: 'barrios', slugs: { es: 'barrios' } }]);
const at = (path: string) => routes.find((route) => route.path === path);

describe('the initial language', () => {
  it('is English under /en whatever was saved', () => {
    expect(initialLanguageRedirect(at('/en'), 'es')).toBeUndefined();
  });

  it('follows a saved English choice to the English page of a Spanish address', () => {
    expect(initialLanguageRedirect(at('/'), 'en')).toBe('/en');
    expect(initialLanguageRedirect(at('/formulario-u1'), 'en')).toBe('/en/unemployment-u1-form');
  });

  it('stays on the Spanish page reached by Back or Forward, so that Back never loops', () => {
    expect(initialLanguageRedirect(at('/formulario-u1'), 'en', true)).toBeUndefined();
  });

  it('stays Spanish without a saved choice, with Spanish saved, or when no English page exists', () => {
    expect(initialLanguageRedirect(at('/'), undefined)).toBeUndefined();
    expect(initialLanguageRedirect(at('/'), 'es')).toBeUndefined();
    expect(initialLanguageRedirect(at('/blog/barrios'), 'en')).toBeUndefined();
    expect(initialLanguageRedirect(undefined, 'en')).toBeUndefined();
  });

  it('reads only es or en from storage, and survives a storage that throws', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(storedLanguage(storage('en'))).toBe('en');
    expect(storedLanguage(storage('fr'))).toBeUndefined();
    expect(storedLanguage(storage(null))).toBeUndefined();
    expect(
      storedLanguage({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeUndefined();
    expect(storedLanguage(undefined)).toBeUndefined();
  });
});
