// The server's texts (emails, push, exports) through i18next, the mechanism the site and the
// inbox use: JSON namespaces per language, with the forms' labels from common/locales, so a
// label reads the same on the form, in the inbox and in an email (docs/ARCHITECTURE.md).
// Resources are bundled at import, so `t` is synchronous and never waits on a file.
import i18next, { type TFunction } from 'i18next';
import { MESSAGE_DEFAULTS } from '../common/forms/message-defaults';
import type { Lang } from '../common/lang';
import formsEn from '../common/locales/en/forms.json' with { type: 'json' };
import formsEs from '../common/locales/es/forms.json' with { type: 'json' };
import mailEn from './locales/en/mail.json' with { type: 'json' };
import mailEs from './locales/es/mail.json' with { type: 'json' };
import nextStepsEn from '../common/locales/en/next-steps.json' with { type: 'json' };
import nextStepsEs from '../common/locales/es/next-steps.json' with { type: 'json' };

const resources = {
  es: { forms: formsEs, mail: mailEs, 'next-steps': nextStepsEs },
  en: { forms: formsEn, mail: mailEn, 'next-steps': nextStepsEn },
};

export type ServerNamespace = keyof (typeof resources)['es'];

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'es',
  fallbackLng: false,
  ns: Object.keys(resources.es),
  interpolation: { escapeValue: false, defaultVariables: MESSAGE_DEFAULTS },
  initAsync: false,
});

export function serverT(lang: Lang, namespace: ServerNamespace): TFunction {
  return instance.getFixedT(lang, namespace);
}
