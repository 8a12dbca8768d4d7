// The address as the public site's router sees it, changing inside a React transition.
// React Router did this: on a click to a page whose code or texts are not loaded yet, the
// current page stays on screen until the next one can render. wouter's own hook reads the
// address with useSyncExternalStore, whose updates are never transitions, so the page would
// blank (the Suspense fallback in app.tsx) while its chunk loads.
import { startTransition, useEffect, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';

// wouter patches history.pushState/replaceState to announce themselves with these events.
const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

export function useTransitionLocation({ ssrPath }: { ssrPath?: string } = {}): [string, typeof navigate] {
  // The prerenderer passes the path; in the browser it is the address being hydrated.
  const [path, setPath] = useState(() => ssrPath ?? window.location.pathname);
  useEffect(() => {
    const update = () => startTransition(() => setPath(window.location.pathname));
    for (const event of EVENTS) addEventListener(event, update);
    return () => {
      for (const event of EVENTS) removeEventListener(event, update);
    };
  }, []);
  return [path, navigate];
}
