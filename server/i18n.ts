// The server's texts (emails, push, exports) through i18next, the mechanism the site and the
// inbox use: JSON namespaces per language, with the forms' labels from common/locales, so a
// label reads the same on the form, in the inbox and in an email (docs/ARCHITECTURE.md).
// Resources are bundled at import, so `t` is synchronous and never waits on a file.
import i18next, { type TFunction } from 'i18next';
import { MESSAGE_DEFAULTS } from '../common/forms/message-defaults';
import type { Lang } from '../common/lang';
import documentsEn from '../common/locales/en/documents.json' with { type: 'json' };
import documentsEs from '../common/locales/es/documents.json' with { type: 'json' };
import formsEn from '../common/locales/en/forms.json' with { type: 'json' };
import formsEs from '../common/locales/es/forms.json' with { type: 'json' };
import servicesEn from '../common/locales/en/services.json' with { type: 'json' };
import servicesEs from '../common/locales/es/services.json' with { type: 'json' };
import calendarEn from './locales/en/calendar.json' with { type: 'json' };
import calendarEs from './locales/es/calendar.json' with { type: 'json' };
import exportEn from './locales/en/export.json' with { type: 'json' };
import exportEs from './locales/es/export.json' with { type: 'json' };
import bookingEn from './locales/en/booking.json' with { type: 'json' };
import bookingEs from './locales/es/booking.json' with { type: 'json' };
import mailEn from './locales/en/mail.json' with { type: 'json' };
import mailEs from './locales/es/mail.json' with { type: 'json' };
import nextStepsEn from '../common/locales/en/next-steps.json' with { type: 'json' };
import nextStepsEs from '../common/locales/es/next-steps.json' with { type: 'json' };
import requestPageEn from './locales/en/request-page.json' with { type: 'json' };
import requestPageEs from './locales/es/request-page.json' with { type: 'json' };
import remindersEn from './locales/en/reminders.json' with { type: 'json' };
import remindersEs from './locales/es/reminders.json' with { type: 'json' };

const resources = {
  es: {
    forms: formsEs,
    services: servicesEs,
    mail: mailEs,
    booking: bookingEs,
    'next-steps': nextStepsEs,
    documents: documentsEs,
    export: exportEs,
    'request-page': requestPageEs,
    reminders: remindersEs,
    calendar: calendarEs,
  },
  en: {
    forms: formsEn,
    services: servicesEn,
    mail: mailEn,
    booking: bookingEn,
    'next-steps': nextStepsEn,
    documents: documentsEn,
    export: exportEn,
    'request-page': requestPageEn,
    reminders: remindersEn,
    calendar: calendarEn,
  },
};

/** The texts' shape, read from the Spanish files: server/i18next.d.ts types the keys by it. */
export type ServerResources = (typeof resources)['es'];
export type ServerNamespace = keyof ServerResources;

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'es',
  fallbackLng: false,
  ns: Object.keys(resources.es),
  interpolation: { escapeValue: false, defaultVariables: MESSAGE_DEFAULTS },
  initAsync: false,
});

export function serverT<N extends ServerNamespace>(lang: Lang, namespace: N): TFunction<N> {
  return instance.getFixedT(lang, namespace);
}
