// A form's answers kept in the tab's session storage while the visitor fills it in, so that a
// reload or the language switch (a new page load) gives them back (docs/decisions/0023-one-form-house.md).
// Never stored: the sensitive fields (the BSN, the date of birth: common/forms/sensitive-fields.ts),
// files (they are not answers here) and the bot check's fields (not answers either); only the
// names of the first two, to say which need filling in again.
import { isSensitiveField } from '../../../common/forms/sensitive-fields';
import type { FormKey } from '../../../common/forms/registry';
import type { EarlyValue } from './early-input';

export type Answers = Record<string, EarlyValue>;

const keyOf = (formKey: FormKey) => `form-answers:${formKey}`;

const isAnswer = (value: unknown): value is EarlyValue =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** What may be kept: no sensitive field, nothing that is not a plain answer. */
function keepable(answers: Record<string, unknown>): Answers {
  return Object.fromEntries(
    Object.entries(answers).filter(
      (entry): entry is [string, EarlyValue] => !isSensitiveField(entry[0]) && isAnswer(entry[1]),
    ),
  );
}

// Storage may be missing or refuse (a private window, a full quota, a blocked site): the form
// then simply forgets, as it did before.
export function readSavedAnswers(formKey: FormKey): Answers {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyOf(formKey)) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? keepable(parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Whether the tab keeps answers of this form (the form then loads at once to give them back). */
export function hasSavedAnswers(formKey: FormKey): boolean {
  return Object.keys(readSavedAnswers(formKey)).length > 0;
}

export function saveAnswers(formKey: FormKey, answers: Answers) {
  try {
    sessionStorage.setItem(keyOf(formKey), JSON.stringify(keepable(answers)));
  } catch {
    // See readSavedAnswers.
  }
}

export function clearSavedAnswers(formKey: FormKey) {
  try {
    sessionStorage.removeItem(keyOf(formKey));
    sessionStorage.removeItem(reentryKeyOf(formKey));
  } catch {
    // See readSavedAnswers.
  }
}

// The names (never the values) of the fields the visitor filled that are never kept: the
// sensitive answers and the chosen documents. When the form comes back it says which to fill again.
const reentryKeyOf = (formKey: FormKey) => `form-reenter:${formKey}`;

export function readReentry(formKey: FormKey): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(reentryKeyOf(formKey)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((field): field is string => typeof field === 'string') : [];
  } catch {
    return [];
  }
}

/** `filled`: the field now holds an answer (or a file), which a new page load would lose. */
export function noteReentry(formKey: FormKey, field: string, filled: boolean) {
  const others = readReentry(formKey).filter((name) => name !== field);
  try {
    sessionStorage.setItem(reentryKeyOf(formKey), JSON.stringify(filled ? [...others, field] : others));
  } catch {
    // See readSavedAnswers.
  }
}
