// Browser entry, kept tiny: the page is prerendered and styled inline, so its first paint needs
// no script. The app (React, the router, the texts: about 105 KB gzip) is requested only after the
// page's load and first paint, so it never competes with the page for the first paint (docs/decisions/0011-app-after-first-frame.md:
// Lighthouse's LCP counted its download while the app was requested with the page; LCP
// 1.45-1.55 s before, 0.96-1.43 s after, TBT unchanged). Hydration starts one request later.
import { closeMenusOnLinks } from './lib/menu-links';
import { reloadOnStaleBuild } from './lib/reload-on-stale-build';
import './styles/global.css';

// Here rather than in the app, so that a deploy that removed the app's own chunk reloads too.
reloadOnStaleBuild();
closeMenusOnLinks();
// Not before the page has loaded (the hero image in) and its first contentful paint is on screen:
// a frame and a task alone raced the paint's presentation, and Lantern then counted the app in
// FCP and LCP in about half the runs (decision 0011). Paint timing exists in every supported
// browser; the observer, made after the load, still gets a paint that came before it (buffered).
addEventListener('load', () =>
  new PerformanceObserver((paints, observer) => {
    if (!paints.getEntriesByName('first-contentful-paint')[0]) return;
    observer.disconnect();
    // No module: its load failed and the page is being loaded anew.
    requestAnimationFrame(() => setTimeout(() => void import('./app/boot').then((app) => app?.start())));
  }).observe({ type: 'paint', buffered: true }),
);
