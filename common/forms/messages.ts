// Form texts for the server (docs/product.md#messages), through i18next like every other text
// (docs/decisions/0025-one-text-system.md): the same JSON files the web app loads as the namespace
// `forms`, the same interpolation and plural forms. As in i18next, a key missing from the catalogue
// comes back as the key; keys are looked up as own properties only, so visitor text such as
// 'constructor' never reaches a prototype member.
import i18next from 'i18next';
import type { z } from 'zod';
import en from '../locales/en/forms.json' with { type: 'json' };
import es from '../locales/es/forms.json' with { type: 'json' };
import type { FieldError } from '../inbox/errors';
import type { Lang } from '../lang';
import { formIssues, type Params } from './issues';
import { MESSAGE_DEFAULTS } from './message-defaults';

const instance = i18next.createInstance();
void instance.init({
  resources: { es: { forms: es }, en: { forms: en } },
  lng: 'es',
  fallbackLng: false,
  ns: ['forms'],
  defaultNS: 'forms',
  // Option values are visitor text and may hold a colon: no namespace prefix in these keys.
  nsSeparator: false,
  interpolation: { escapeValue: false, defaultVariables: MESSAGE_DEFAULTS },
  initAsync: false,
});

/** i18next's `t` by a plain signature: the keys here are built from schema codes, field names and visitor answers. */
const text = (lang: Lang, key: string, options: Params & { defaultValue?: string } = {}): string =>
  instance.getFixedT(lang, 'forms')(key, { ...options, defaultValue: options.defaultValue ?? key });

/** As i18next: with a numeric `count`, the plural form of the language (`key_one`, `key_other`)
 * comes first, the bare key after. */
export function translate(lang: Lang, key: string, params: Params = {}): string {
  return text(lang, key, params);
}

/** One error per field path ('subsidios', 'a.b'; '' for the form itself), the first issue winning; with
 * the values its text shows, so that a client in another language can write it (the inbox). */
export function fieldErrors(error: z.ZodError, lang: Lang): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [path, { code, params }] of Object.entries(formIssues(error))) {
    errors[path] = { code, message: translate(lang, code, params), ...(Object.keys(params).length > 0 && { params }) };
  }
  return errors;
}

/** "Nombre completo" / "Full name"; the field name itself when no label exists. */
export function fieldLabel(lang: Lang, field: string): string {
  return text(lang, `fields.${field}`, { defaultValue: field });
}

/** "Pareja registrada" / "Registered partnership" for situacionCivil 'pareja-registrada'; free text
 * (anything that is not a known option) comes back unchanged. */
export function optionLabel(lang: Lang, field: string, value: string): string {
  return text(lang, `options.${field}.${value}`, { defaultValue: value });
}
