// The route table of common/routes.ts with this build's articles, and what each page
// needs: its component (a separate chunk, loaded on demand) and its text namespaces.
import { lazy, type ComponentType } from 'react';
import { buildRoutes, routesByPath, type PageId, type Route } from '../../../common/routes';
import { ARTICLE_SLUGS } from '../lib/content-modules';
import type { Namespace } from '../lib/i18n';

export const ROUTES: Route[] = buildRoutes(ARTICLE_SLUGS);
export const ROUTES_BY_PATH = routesByPath(ROUTES);
export const PAGE_PATHS: ReadonlySet<string> = new Set(ROUTES_BY_PATH.keys());

export type PageProps = { route: Route | undefined };
type PageModule = { default: ComponentType<PageProps> };

const PAGE_MODULES = import.meta.glob<PageModule>('../pages/*-page.tsx');

/** A page module: how to load it, and its source as Vite's build manifest names it (build/prerender.ts). */
function page(name: string) {
  const load = PAGE_MODULES[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module ${name}`);
  return { load, source: `src/pages/${name}.tsx` };
}

const CONTENT = page('content-page');
const PACK = page('pack-page');
const SERVICE_FORM = page('service-form-page');

/**
 * Per page: how to load it, and the namespaces it reads besides `common` before any
 * interaction (a part that loads on demand brings its own: components/on-demand.tsx).
 */
const PAGE_LOADERS: Record<PageId, ReturnType<typeof page> & { namespaces: Namespace[] }> = {
  home: { ...page('home-page'), namespaces: ['home'] },
  about: { ...CONTENT, namespaces: ['blog'] },
  blog: { ...page('blog-index-page'), namespaces: ['blog'] },
  article: { ...page('article-page'), namespaces: ['blog'] },
  housingService: { ...page('housing-service-page'), namespaces: ['housing'] },
  housingLanding: { ...page('housing-landing-page'), namespaces: ['housing'] },
  taxReturnForm: { ...SERVICE_FORM, namespaces: ['service-forms'] },
  zzpForm: { ...SERVICE_FORM, namespaces: ['service-forms'] },
  healthForm: { ...SERVICE_FORM, namespaces: ['service-forms'] },
  unemploymentForm: { ...SERVICE_FORM, namespaces: ['service-forms'] },
  ruling30Form: { ...SERVICE_FORM, namespaces: ['service-forms'] },
  carImportForm: { ...SERVICE_FORM, namespaces: ['service-forms'] },
  consultationForm: { ...SERVICE_FORM, namespaces: ['service-forms'] },
  studentPack: { ...PACK, namespaces: ['packs', 'pack-student'] },
  professionalPack: { ...PACK, namespaces: ['packs', 'pack-professional'] },
  familyPack: { ...PACK, namespaces: ['packs', 'pack-family'] },
  booking: { ...page('booking-page'), namespaces: ['pages', 'booking'] },
  privacy: { ...CONTENT, namespaces: ['blog'] },
  thankYou: { ...page('thank-you-page'), namespaces: ['pages'] },
};

const NOT_FOUND = { ...page('not-found-page'), namespaces: [] as Namespace[] };

export function pageLoader(route: Route | undefined) {
  return route ? PAGE_LOADERS[route.page] : NOT_FOUND;
}

const components = new Map<() => Promise<PageModule>, ComponentType<PageProps>>();

/** The page's lazy component, one per module so that React keeps it between renders. */
export function pageComponent(route: Route | undefined): ComponentType<PageProps> {
  const { load } = pageLoader(route);
  let component = components.get(load);
  if (!component) {
    // No module: its chunk failed to load and the page is being loaded anew
    // (lib/reload-on-stale-build.ts); the current page stays on screen until then.
    component = lazy(() => load().then((module) => module ?? new Promise<PageModule>(() => {})));
    components.set(load, component);
  }
  return component;
}
