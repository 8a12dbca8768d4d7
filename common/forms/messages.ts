// Form texts without i18next, for the server (docs/product.md#messages). The web app loads the same JSON
// files as the i18next namespace `forms`; as in i18next, a key missing from the catalogue comes back as the key.
import type { z } from 'zod';
import en from '../locales/en/forms.json' with { type: 'json' };
import es from '../locales/es/forms.json' with { type: 'json' };
import { formIssues, type Params } from './issues';
import { MESSAGE_DEFAULTS } from './message-defaults';

import type { Lang } from '../lang';
export type FieldError = { code: string; message: string };

const CATALOGS: Record<Lang, unknown> = { es, en };

/** Own properties only: visitor text such as 'constructor' must never reach a prototype member. */
function lookup(path: readonly string[], lang: Lang): string | undefined {
  let node: unknown = CATALOGS[lang];
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** As i18next: with a numeric `count`, the plural form of the language (`key_one`, `key_other`)
 * comes first, the bare key after. */
export function translate(lang: Lang, key: string, params: Params = {}): string {
  const path = key.split('.');
  const plural =
    typeof params.count === 'number'
      ? lookup([...path.slice(0, -1), `${path.at(-1)}_${new Intl.PluralRules(lang).select(params.count)}`], lang)
      : undefined;
  const text = plural ?? lookup(path, lang);
  if (text === undefined) return key;
  const values: Params = { ...MESSAGE_DEFAULTS, ...params };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** One error per field path ('subsidios', 'a.b'; '' for the form itself), the first issue winning. */
export function fieldErrors(error: z.ZodError, lang: Lang): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [path, { code, params }] of Object.entries(formIssues(error))) {
    errors[path] = { code, message: translate(lang, code, params) };
  }
  return errors;
}

/** "Nombre completo" / "Full name"; the field name itself when no label exists. */
export function fieldLabel(lang: Lang, field: string): string {
  return lookup(['fields', field], lang) ?? field;
}

/** "Pareja registrada" / "Registered partnership" for situacionCivil 'pareja-registrada'; free text
 * (anything that is not a known option) comes back unchanged. */
export function optionLabel(lang: Lang, field: string, value: string): string {
  return lookup(['options', field, value], lang) ?? value;
}
