// A zod error as message keys and their values, per field: what the server translates
// with messages.ts and the browser with i18next (namespace `forms`), without the browser
// bundling every catalogue.
import type { z } from 'zod';

export type Params = Record<string, string | number>;
export type FormIssue = { code: string; params: Params };

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

/** Our schemas always set a key; should a zod default text slip through, it still maps to a known key. */
function messageKey(message: string): string {
  return /^(validation|form)\.\w+$/.test(message) ? message : 'validation.invalid';
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
