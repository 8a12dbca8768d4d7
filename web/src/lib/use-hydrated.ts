// True once React has hydrated the prerendered page: controls that only work with
// JavaScript (a form that must not fall back to a native GET with personal data in the
// address) wait for it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
