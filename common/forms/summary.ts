// The one sentence shown above a refused form's field messages (docs/product.md#messages),
// chosen the same way by the browser before sending and by the server after: a missing answer
// first; the privacy box alone gets its own text; anything else asks to check the marked fields.
export type SummaryKey = 'form.requiredFields' | 'validation.privacy' | 'form.invalid';

/** `issues`: one per field, as formIssues() and fieldErrors() give them. A key of the `forms` texts. */
export function summaryKey(issues: Record<string, { code: string }>): SummaryKey {
  const codes = Object.values(issues).map((issue) => issue.code);
  if (codes.includes('validation.required')) return 'form.requiredFields';
  if (codes.length > 0 && codes.every((code) => code === 'validation.privacy')) return 'validation.privacy';
  return 'form.invalid';
}
