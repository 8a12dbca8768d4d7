// A zod error as message keys and their values, per field: what the server translates
// with messages.ts and the browser with i18next (namespace `forms`), without the browser
// bundling every catalogue.
import type { z } from 'zod';
import type forms from '../locales/es/forms.json';

export type Params = Record<string, string | number>;
/** A key without its plural form ('tooManyFiles_other' → 'tooManyFiles'), as i18next reads it with `count`. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;
/** A message of the forms namespace that a schema may give (types only: no catalogue is bundled). */
export type FormMessageKey =
  | `validation.${WithoutPlural<Extract<keyof typeof forms.validation, string>>}`
  | `form.${WithoutPlural<Extract<keyof typeof forms.form, string>>}`;
export type FormIssue = { code: FormMessageKey; params: Params };

/** One issue per field path ('subsidios', 'a.b'; '' for the form itself), the first one winning. */
export function formIssues(error: z.ZodError): Record<string, FormIssue> {
  const issues: Record<string, FormIssue> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (Object.hasOwn(issues, path)) continue;
    issues[path] = { code: messageKey(issue.message), params: issueParams(issue) };
  }
  return issues;
}

/** Our schemas always set a key of the forms namespace, the one place a message turns from text into a
 * typed key; should a zod default text slip through, it still maps to a known key. */
function messageKey(message: string): FormMessageKey {
  return /^(validation|form)\.\w+$/.test(message) ? (message as FormMessageKey) : 'validation.invalid';
}

function issueParams(issue: z.core.$ZodIssue): Params {
  // `count` picks the plural form ("1 character", "100 characters").
  if (issue.code === 'too_big') return { max: Number(issue.maximum), count: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code !== 'custom' || !issue.params) return {};
  const params: Params = {};
  for (const [name, value] of Object.entries(issue.params)) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return params;
}
