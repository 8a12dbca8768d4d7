// Whether a media query matches now, following it as the window changes size.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** A laptop's width: the list and the open lead side by side (inbox.css uses the same 64rem). */
export const WIDE = '(min-width: 64rem)';
