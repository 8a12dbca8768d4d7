// i18next with one instance per render (the prerenderer renders many pages, each in its
// language) and resources split by namespace and language, loaded on demand: a page
// downloads only its own texts. A missing key shows the key, i18next's default;
// tests/e2e/raw-keys.spec.ts keeps any from reaching a page (docs/product.md#languages).
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_DEFAULTS } from '../../../common/forms/message-defaults';
import type { Lang } from '../../../common/lang';

// Each pack page reads the texts all packs share (packs) and its own pack's (pack-<key>) only.
export type Namespace =
  | 'common'
  | 'pages'
  | 'home'
  | 'forms'
  | 'blog'
  | 'service-forms'
  | 'packs'
  | 'pack-student'
  | 'pack-professional'
  | 'pack-family'
  | 'housing'
  | 'next-steps';

// The forms' texts and the confirmation's (next-steps) are shared with the server: common/locales.
const load = (lang: string, namespace: string) =>
  namespace === 'forms'
    ? import(`../../../common/locales/${lang}/forms.json`)
    : namespace === 'next-steps'
      ? import(`../../../common/locales/${lang}/next-steps.json`)
      : import(`../locales/${lang}/${namespace}.json`);

export async function createI18n(lang: Lang, namespaces: readonly Namespace[]): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(resourcesToBackend(load))
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      // common (the shell's) is always needed.
      ns: ['common', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false, defaultVariables: MESSAGE_DEFAULTS },
      react: { useSuspense: true },
      // Start loading the texts now rather than after a timer: they gate hydration.
      initAsync: false,
    });
  return instance;
}
