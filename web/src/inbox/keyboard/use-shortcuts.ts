// Single-key shortcuts of the inbox (docs/decisions/0028-inbox-layouts-keyboard-bulk.md): plain
// letters, digits and "?", never with Ctrl, Alt or Meta (the browser's and the screen readers'
// own), and never while the advisor types in a field or a dialog is open.
import { useEffect, useRef } from 'react';

export type Shortcuts = Partial<Record<string, (event: KeyboardEvent) => void>>;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

/** Keys by `event.key` ("j", "1", "?"); handlers may change between renders. */
export function useShortcuts(shortcuts: Shortcuts): void {
  const current = useRef(shortcuts);
  useEffect(() => {
    current.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented || event.isComposing) return;
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
