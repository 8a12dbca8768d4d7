// The housing guides' checklists are real checkboxes whose ticks are kept in this
// browser's local storage, per article, so a visitor can come back to a half-done list.
import { useEffect, type RefObject } from 'react';

export function useChecklists(container: RefObject<HTMLElement | null>, storageKey: string): void {
  useEffect(() => {
    const boxes = [...(container.current?.querySelectorAll<HTMLInputElement>('input.checklist__box') ?? [])];
    if (boxes.length === 0) return;
    const read = (): number[] => {
      try {
        const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
        return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
      } catch {
        return [];
      }
    };
    for (const index of read()) if (boxes[index]) boxes[index].checked = true;
    const save = () => {
      try {
        localStorage.setItem(storageKey, JSON.stringify(boxes.flatMap((box, index) => (box.checked ? [index] : []))));
      } catch {
        // Without storage the ticks simply last as long as the page.
      }
    };
    for (const box of boxes) box.addEventListener('change', save);
    return () => {
      for (const box of boxes) box.removeEventListener('change', save);
    };
  }, [container, storageKey]);
}
