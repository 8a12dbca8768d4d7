// A lead's service as the site names it ("Declaración de la renta 2024", the home page's
// list of services), not the form's internal label ("Declaración de Impuestos"): the services
// namespace that the site, the inbox, the emails and the push share (docs/decisions/0025-one-text-system.md).
// The general contact form is no service: it keeps the forms' own name ("Contacto").
import { FORM_KEYS, type FormKey } from '../../common/forms/registry';
import type { ServiceNames } from '../../common/inbox/api';
import { LANGS, type Lang } from '../../common/lang';
import { isService, serviceNameKey } from '../../common/services/catalogue';
import { serverT } from '../i18n';

export function serviceName(formType: FormKey, lang: Lang): string {
  return isService(formType)
    ? serverT(lang, 'services')(serviceNameKey(formType))
    : serverT(lang, 'forms')('forms.contact');
}

/** Every form's service name in both languages, for the inbox (its rows, filter and lead page). */
export function serviceNames(): ServiceNames {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(FORM_KEYS.map((key) => [key, serviceName(key, lang)]))]),
  ) as ServiceNames;
}
