// A lead's service as the site names it ("Declaración de la renta 2024", the home page's
// list of services), not the form's internal label ("Declaración de Impuestos"): the services
// namespace that the site, the inbox, the emails and the push share (docs/decisions/0025-one-text-system.md).
// The general contact form is no service: it keeps the forms' own name ("Contacto").
import type { FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import { serverT } from '../i18n';

export function serviceName(formType: FormKey, lang: Lang): string {
  return formType === 'contact'
    ? serverT(lang, 'forms')('forms.contact')
    : serverT(lang, 'services')(`${formType}.name`);
}
