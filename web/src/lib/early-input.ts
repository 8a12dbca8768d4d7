// Answers typed into a prerendered form before React hydrated it. React 19 keeps what the
// visitor typed on screen but not in state (its replay of such changes is still behind a
// flag: react#33129), so a form read its state as empty and refused a filled-in form.
// Each form reads these once after hydration and adopts them.
import { useEffect, type RefObject } from 'react';

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

/** After hydration, hands the answers typed before it to `adopt` (once, when there are any). */
export function useEarlyInput(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (values: Record<string, EarlyValue>) => void,
  ignore: ReadonlySet<string> = new Set(),
) {
  useEffect(() => {
    if (!formRef.current) return;
    const values = readEarlyInput(formRef.current, ignore);
    if (Object.keys(values).length > 0) adopt(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later changes go through the inputs' own handlers
  }, []);
}
