// Form texts without i18next, for the server (docs/product.md#messages). The web app loads the same JSON
// files as the i18next namespace `forms`; as in i18next, a key missing from the catalogue comes back as the key.
import type { z } from 'zod';
import en from '../locales/en/forms.json' with { type: 'json' };
import es from '../locales/es/forms.json' with { type: 'json' };
import type { FieldError } from '../inbox/errors';
import { formIssues, type Params } from './issues';
import { MESSAGE_DEFAULTS } from './message-defaults';

import type { Lang } from '../lang';

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

export function translate(lang: Lang, key: string, params: Params = {}): string {
  const text = lookup(key.split('.'), lang);
  if (text === undefined) return key;
  const values: Params = { ...MESSAGE_DEFAULTS, ...params };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
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
  return lookup(['fields', field], lang) ?? field;
}

/** "Pareja registrada" / "Registered partnership" for situacionCivil 'pareja-registrada'; free text
 * (anything that is not a known option) comes back unchanged. */
export function optionLabel(lang: Lang, field: string, value: string): string {
  return lookup(['options', field, value], lang) ?? value;
}
