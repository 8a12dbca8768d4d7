// Where a page opens after in-app navigation, as a visitor expects of a link
// (docs/decisions/0012-react-router.md): a new address opens at its top with focus on its
// h1, an address with a #fragment at that element with focus on its heading (on the page on
// screen too), and Back/Forward where the visitor was.
// React Router's own ScrollRestoration works only with its data router, which would cost
// every page about 17 KB more, so this is the same idea for the declarative router.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import { isHistoryTraversal } from '../lib/history-traversal';

const STORAGE_KEY = 'scroll-positions';

/** The scroll offset of each history entry the visitor has been on in this tab. */
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  if (typeof window === 'undefined') return {};
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** React Router keys the entries it creates; a page loaded from the server, or a bare #fragment link, has none. */
function entryKey({ key, pathname, search, hash }: Location): string {
  return key === 'default' ? `${pathname}${search}${hash}` : key;
}

/** The element a #fragment names, if the page has it. */
function fragmentTarget(hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    // A malformed escape ('#50%'): the id as written.
    return document.getElementById(id);
  }
}

/** Where focus goes on arriving at a section: its heading, which a screen reader then reads out. */
function sectionHeading(section: HTMLElement): HTMLElement {
  return section.matches('h1, h2, h3') ? section : (section.querySelector<HTMLElement>('h1, h2, h3') ?? section);
}

function scrollToTop(top: number) {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

/** The page's h1 on screen (a page that is still loading may leave the last one hidden in the DOM). */
function shownHeading(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('main h1')].find((heading) => heading.getClientRects().length > 0);
}

/**
 * Calls `then` once the page is on screen. After Back or Forward, React shows the empty
 * Suspense fallback while a page whose code is not loaded yet loads (a transition started in
 * a popstate event renders at once: facebook/react#35966), so the page arrives a moment later.
 */
function whenShown(then: (heading: HTMLElement | undefined) => void): () => void {
  const heading = shownHeading();
  if (heading) {
    then(heading);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const shown = shownHeading();
    if (!shown) return;
    stop();
    then(shown);
  });
  // A page without an h1 is placed all the same.
  const timer = setTimeout(() => {
    stop();
    then(undefined);
  }, 5000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return stop;
}

export function PageScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location);
  const current = useRef(key);
  const shownPath = useRef(location.pathname);
  const first = useRef(true);
  // Said politely when a page opens without focus moving to its heading.
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // The entries this app creates are scrolled here; a document the browser loads anew
    // (reload, or Back into another site and out again) is left to the browser where it can.
    history.scrollRestoration = 'manual';
    const save = () => (positions[current.current] = window.scrollY);
    const leave = () => {
      save();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: Back after a reload then opens at the top.
      }
      history.scrollRestoration = 'auto';
    };
    const comeBack = (event: PageTransitionEvent) => event.persisted && (history.scrollRestoration = 'manual');
    addEventListener('scroll', save, { passive: true });
    addEventListener('pagehide', leave);
    addEventListener('pageshow', comeBack);
    return () => {
      removeEventListener('scroll', save);
      removeEventListener('pagehide', leave);
      removeEventListener('pageshow', comeBack);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    if (first.current) {
      first.current = false;
      // The page the server sent: the browser placed it, unless it came back to an entry of
      // this app's that it does not restore itself (and the visitor has not scrolled yet).
      const saved = positions[key];
      if (saved !== undefined && window.scrollY === 0 && isHistoryTraversal()) scrollToTop(saved);
      return;
    }
    // A #fragment of the page on screen scrolls there as the site scrolls (smoothly, unless
    // the visitor prefers less motion); any other page appears at once where it belongs.
    // A page that is no new page (another of its parts) is not announced.
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    // Read now: while the page loads, the shorter document clamps the offset and that is saved.
    const saved = navigationType === NavigationType.Pop ? positions[key] : undefined;
    return whenShown((heading) => {
      const section = location.hash ? fragmentTarget(location.hash) : null;
      // `instant` for a page that has just replaced another, whatever the site's smooth scrolling says.
      if (saved !== undefined) scrollToTop(saved);
      else if (section) section.scrollIntoView({ behavior: samePage ? 'auto' : 'instant' });
      else scrollToTop(0);
      // Focus on the heading of what was asked for (the page, or its section), which a screen
      // reader then reads out; after Back or Forward it stays where it was.
      const arrival = navigationType === NavigationType.Pop ? undefined : section ? sectionHeading(section) : heading;
      if (arrival) {
        if (!arrival.hasAttribute('tabindex')) arrival.tabIndex = -1;
        arrival.focus({ preventScroll: true });
      } else if (!samePage) setAnnouncement(heading?.textContent ?? document.title);
    });
    // One run per history entry (the others change only with it): a re-render of the same
    // page must not move anything.
  }, [key, location.pathname, location.hash, navigationType]);

  return (
    <p className="visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );
}
