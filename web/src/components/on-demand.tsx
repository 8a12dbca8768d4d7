// A part of a page whose code and texts load only when the visitor needs them, not with the
// page (the JavaScript budget before interaction, docs/BENCHMARKS.md): a form far below the
// fold (the home page's contact form, the housing request form) as the visitor comes near it
// or touches it; a form that is the page (the service forms) when the visitor touches it
// (docs/decisions/0049-room-in-the-javascript-budget.md). The
// prerenderer renders it in full; in the browser React 19 keeps that HTML on screen,
// dehydrated inside a <Suspense> boundary, until the code arrives and then hydrates it
// (selective hydration). What the visitor typed meanwhile stays in the fields and the form
// adopts it when it hydrates (lib/early-input.ts). A click on one of the site's own links in the
// part before then is held and made again once the part has hydrated, so it becomes the app's
// navigation rather than a full page load (docs/decisions/0060-native-faq.md); other taps are
// the browser's own (a native disclosure opens, a link to another site follows).
import { lazy, memo, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { useLocation } from 'react-router';
import { useHydrated } from '../lib/use-hydrated';
import type { Namespace } from '../lib/i18n';

/** How far ahead of the viewport the part starts loading: one screen height. */
const AHEAD = '100% 0px';
// React stops these events at its root while their target is dehydrated, so they are heard on
// the document, before React sees them.
const TOUCH_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/** `near`: the id of the element (outside the part) whose approach or touch starts the loading. */
type Near = { near: string };

/**
 * When the part loads: `near` (the default) a screen ahead of the viewport or on a touch; `touch`
 * only on a touch, for a part that is on screen from the start and needs its code only once the
 * visitor begins. `now`: whether it must load at once instead, e.g. to give back kept answers.
 */
type Start = { start: 'near' | 'touch' };

/** The part as a component: `load` gives its component, `namespaces` the texts it reads. */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[],
  { start, now }: Start & { now?: (props: P) => boolean } = { start: 'near' },
) {
  let release!: (component: ComponentType<P>) => void;
  const loaded = new Promise<ComponentType<P>>((resolve) => (release = resolve));
  let loading: Promise<void> | undefined;
  const request = (i18n: i18n) => {
    loading ??= Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(
      ([component]) => release(component),
      () => {
        // Offline, say: the part stays as the server rendered it; the next approach or touch tries again.
        loading = undefined;
      },
    );
  };
  // A click on the site's own link held while the part was dehydrated, and how to stop holding.
  let held: HTMLAnchorElement | undefined;
  let stopHolding = () => {};
  // Resolves only once the part has loaded: until then React keeps the server's HTML.
  const Part = lazy(async () => {
    const Component = await loaded;
    return {
      default: function Hydrated(props: P) {
        // After hydration: the part's own handlers answer from now on, the held click first.
        useEffect(() => {
          stopHolding();
          const link = held;
          held = undefined;
          link?.click();
        }, []);
        return <Component {...props} />;
      },
    };
  });

  // memo: a dehydrated boundary that receives new props is not hydrated but rendered anew,
  // which would throw the server's HTML (and anything typed into it) away.
  return memo(function OnDemand(props: P & Near) {
    const { i18n } = useTranslation();
    // Only while React renders the server's HTML (the prerenderer, then hydration) is the part
    // deferred; after in-app navigation it loads with the page, which stays until it is ready.
    const hydrated = useHydrated();
    const [deferred] = useState(!hydrated);
    // A new address on the same page (a #section link) is a transition that reaches the part's
    // links, and React holds a transition that reaches a dehydrated part until that part has
    // hydrated: without its code the page would never move. So a new address loads it too.
    const location = useLocation();
    const [shownAt] = useState(location);
    if (!deferred || import.meta.env.SSR || location !== shownAt) request(i18n);
    useEffect(() => {
      if (!deferred) return undefined;
      if (now?.(props)) request(i18n);
      const stop = whenNear(props.near, () => request(i18n), start === 'near');
      stopHolding = holdLinks(props.near, (link) => {
        held = link;
        request(i18n);
      });
      void loaded.then(stop);
      return () => {
        stop();
        stopHolding();
      };
    }, [deferred, props, i18n]);
    // The same element on every render of this component (useHydrated renders it twice).
    return useMemo(() => {
      const { near: _near, ...partProps } = props;
      const part = <Part {...(partProps as P)} />;
      return deferred ? <Suspense fallback={null}>{part}</Suspense> : part;
    }, [props, deferred]);
  });
}

/**
 * Calls `start` whenever the visitor touches the element or, with `approach`, it comes within a
 * screen of the viewport, until stopped.
 */
export function whenNear(id: string, start: () => void, approach = true): () => void {
  const element = document.getElementById(id);
  // Nothing to watch: load at once rather than never.
  if (!element) {
    start();
    return () => {};
  }
  const observer = approach
    ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: AHEAD,
      })
    : undefined;
  const onTouch = (event: Event) => event.target instanceof Node && element.contains(event.target) && start();
  observer?.observe(element);
  for (const type of TOUCH_EVENTS) document.addEventListener(type, onTouch, true);
  return () => {
    observer?.disconnect();
    for (const type of TOUCH_EVENTS) document.removeEventListener(type, onTouch, true);
  };
}

/** Holds (prevents) a click on a link to this site inside the element and hands it to `hold`, until stopped. */
function holdLinks(id: string, hold: (link: HTMLAnchorElement) => void): () => void {
  const element = document.getElementById(id);
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !element?.contains(link) || link.target || link.origin !== window.location.origin) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    hold(link);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
