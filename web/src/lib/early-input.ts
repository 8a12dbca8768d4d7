// Answers typed into a prerendered form before React hydrated it. React 19 keeps what the
// visitor typed on screen but not in state (its replay of such changes is still behind a
// flag: react#33129), so a form read its state as empty and refused a filled-in form.
// The form hook (use-lead-form.ts) reads these once after hydration and adopts them.
export type EarlyValue = string | string[] | boolean;

/** The non-empty answers in the form, by field name (files and the honeypot excluded). */
export function readEarlyInput(form: HTMLFormElement, ignore: ReadonlySet<string>): Record<string, EarlyValue> {
  const found: Record<string, EarlyValue> = {};
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue;
    const { name } = element;
    if (!name || ignore.has(name)) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (!element.checked) continue;
      if (element.type === 'radio') found[name] = element.value;
      // A lone box without a value attribute is a yes/no answer; boxes with values are a list.
      else if (!element.hasAttribute('value')) found[name] = true;
      else found[name] = [...(Array.isArray(found[name]) ? found[name] : []), element.value];
      continue;
    }
    if (element instanceof HTMLInputElement && element.type === 'file') continue;
    if (element.value !== '') found[name] = element.value;
  }
  return found;
}
