// A lead's service as the site names it ("Declaración de la renta 2024", the home page's
// list of services), not the form's internal label ("Declaración de Impuestos"). The
// general contact form is no service: it keeps the forms' own name ("Contacto").
import { translate } from '../../common/forms/messages';
import { FORM_KEYS, type FormKey } from '../../common/forms/registry';
import { LANGS, type Lang } from '../../common/lang';
import type { ServiceNames } from '../../common/inbox/api';
import en from '../../web/src/locales/en/home.json' with { type: 'json' };
import es from '../../web/src/locales/es/home.json' with { type: 'json' };

const SITE_SERVICES: Record<Lang, Record<string, { name: string }>> = { es: es.services.items, en: en.services.items };

export function serviceName(formType: FormKey, lang: Lang): string {
  const items = SITE_SERVICES[lang];
  return Object.hasOwn(items, formType) ? items[formType]!.name : translate(lang, `forms.${formType}`);
}

/** Every form's service name in both languages, for the inbox (its rows, filter and lead page). */
export function serviceNames(): ServiceNames {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(FORM_KEYS.map((key) => [key, serviceName(key, lang)]))]),
  ) as ServiceNames;
}
