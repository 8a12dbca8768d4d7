// The inbox's texts: its own namespace, the forms' labels, the services' names and their documents' (the same files the public
// forms and the emails use), in the advisor's language, Spanish unless they chose English.
// The inbox's texts live beside its code, not in web/src/locales: the public site loads that
// folder by pattern, which would make them part of its build graph.
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { BUSINESS } from '../../../common/business';
import { MESSAGE_DEFAULTS } from '../../../common/forms/message-defaults';
import { isLang, type Lang } from '../../../common/lang';

const STORAGE_KEY = 'inbox-language';

/** The namespaces the inbox shares with the site and the server (common/locales); its own is beside it. */
const SHARED = new Set<string>(['forms', 'services', 'documents']);

const load = (lang: string, namespace: string) =>
  SHARED.has(namespace)
    ? import(`../../../common/locales/${lang}/${namespace}.json`)
    : import(`./locales/${lang}/${namespace}.json`);

export function storedInboxLanguage(): Lang {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLang(stored) ? stored : 'es';
  } catch {
    return 'es';
  }
}

export function storeInboxLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = lang;
}

export async function createInboxI18n(lang: Lang): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(resourcesToBackend(load))
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      ns: ['inbox', 'forms', 'services', 'documents'],
      defaultNS: 'inbox',
      interpolation: { escapeValue: false, defaultVariables: { ...MESSAGE_DEFAULTS, brand: BUSINESS.brand } },
      react: { useSuspense: false },
    });
  document.documentElement.lang = lang;
  return instance;
}
