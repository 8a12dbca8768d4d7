// i18next with one instance per render (the prerenderer renders many pages, each in its
// language) and resources split by namespace and language, loaded on demand: a page
// downloads only its own texts. A missing key shows the key, i18next's default;
// tests/e2e/every-page.spec.ts keeps any from reaching a page (docs/product.md#languages).
import i18next, { type i18n, type TFunction } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { MESSAGE_DEFAULTS } from '../../../common/forms/message-defaults';
import type { Lang } from '../../../common/lang';

// Each pack page reads the texts all packs share (packs) and its own pack's (pack-<key>) only; the
// body below its hero (all three packs', pack-body) loads on demand (features/packs/pack-body.tsx).
// Each housing page reads its hero's texts (housing, both pages'); its body loads on demand with the
// texts both bodies share (housing-body) and its own (housing-service, housing-landing).
export type Namespace =
  | 'common'
  | 'pages'
  | 'home'
  | 'home-body'
  | 'forms'
  | 'services'
  | 'blog'
  | 'service-forms'
  | 'packs'
  | 'pack-student'
  | 'pack-professional'
  | 'pack-family'
  | 'pack-body'
  | 'housing-body'
  | 'housing'
  | 'housing-service'
  | 'housing-landing'
  | 'booking'
  | 'next-steps'
  | 'documents';

/** The namespaces every surface reads (common/locales): the forms', the services', the confirmation's
 * (next-steps) and the documents' (documents); the site's own are in ../locales. */
const SHARED = new Set<string>(['forms', 'services', 'next-steps', 'documents']);

/** A `t` that reads any namespace by prefix ('home:meta.title'): the head and the structured data, which the
 * prerenderer builds with the page's namespaces loaded. */
export type PageT = TFunction<readonly Namespace[]>;

const load = (lang: string, namespace: string) =>
  SHARED.has(namespace)
    ? import(`../../../common/locales/${lang}/${namespace}.json`)
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
