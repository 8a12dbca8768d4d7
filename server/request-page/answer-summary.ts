// What she asked, as her request page repeats it (docs/decisions/0058-request-page.md): only the
// answers she chose from the form's own lists (a service, yes or no, a situation), never what she
// typed. Typed answers carry her name, address, phone and free text, and the sensitive fields
// (common/forms/sensitive-fields.ts) must never reach a page a forwarded link opens.
import { formShape } from '../../common/forms/form-shape';
import { fieldLabel } from '../../common/forms/messages';
import type { FormKey } from '../../common/forms/registry';
import { isSensitiveField } from '../../common/forms/sensitive-fields';
import type { Lang } from '../../common/lang';
import { answerText } from '../leads/lead-read-model';

export type SummaryRow = { label: string; value: string };

export function answerSummary(formType: FormKey, answers: Record<string, unknown>, lang: Lang): SummaryRow[] {
  const { fields, privacyField } = formShape(formType);
  return Object.entries(fields)
    .filter(([field, shape]) => shape.options && !isSensitiveField(field) && field !== privacyField)
    .filter(([field]) => answers[field] !== undefined && answers[field] !== null && answers[field] !== '')
    .map(([field]) => ({ label: fieldLabel(lang, field), value: answerText(lang, field, answers[field]) }))
    .filter((row) => row.value !== '');
}
