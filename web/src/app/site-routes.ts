// The route table of common/routes.ts with this build's articles, and what each page
// needs: its component (a separate chunk, loaded on demand) and its text namespaces.
import { lazy, type ComponentType } from 'react';
import { buildRoutes, routesByPath, type PageId, type Route } from '../../../common/routes';
import { ARTICLE_SLUGS } from '../features/content/content-modules';
import type { Namespace } from './i18n';

export const ROUTES: Route[] = buildRoutes(ARTICLE_SLUGS);
export const ROUTES_BY_PATH = routesByPath(ROUTES);
export const PAGE_PATHS: ReadonlySet<string> = new Set(ROUTES_BY_PATH.keys());

export type PageProps = { route: Route | undefined };
type PageModule = { default: ComponentType<PageProps> };

const CONTENT = () => import('../pages/ContentPage');
const PACK = () => import('../pages/PackPage');
const SERVICE_FORM = () => import('../pages/ServiceFormPage');

/** Per page: how to load it, and the namespaces it reads besides `common`. */
const PAGE_LOADERS: Record<PageId, { load: () => Promise<PageModule>; namespaces: Namespace[] }> = {
  home: { load: () => import('../pages/HomePage'), namespaces: ['home', 'forms'] },
  about: { load: CONTENT, namespaces: ['blog'] },
  blog: { load: () => import('../pages/BlogIndexPage'), namespaces: ['blog'] },
  article: { load: () => import('../pages/ArticlePage'), namespaces: ['blog'] },
  housingService: { load: () => import('../pages/HousingServicePage'), namespaces: ['housing', 'service-forms', 'forms'] },
  housingLanding: { load: () => import('../pages/HousingLandingPage'), namespaces: ['housing', 'service-forms', 'forms'] },
  taxReturnForm: { load: SERVICE_FORM, namespaces: ['service-forms', 'forms'] },
  zzpForm: { load: SERVICE_FORM, namespaces: ['service-forms', 'forms'] },
  healthForm: { load: SERVICE_FORM, namespaces: ['service-forms', 'forms'] },
  unemploymentForm: { load: SERVICE_FORM, namespaces: ['service-forms', 'forms'] },
  ruling30Form: { load: SERVICE_FORM, namespaces: ['service-forms', 'forms'] },
  carImportForm: { load: SERVICE_FORM, namespaces: ['service-forms', 'forms'] },
  consultationForm: { load: SERVICE_FORM, namespaces: ['service-forms', 'forms'] },
  studentPack: { load: PACK, namespaces: ['packs'] },
  professionalPack: { load: PACK, namespaces: ['packs'] },
  familyPack: { load: PACK, namespaces: ['packs'] },
  booking: { load: () => import('../pages/BookingPage'), namespaces: [] },
  privacy: { load: CONTENT, namespaces: ['blog'] },
  thankYou: { load: () => import('../pages/ThankYouPage'), namespaces: [] },
};

const NOT_FOUND = { load: () => import('../pages/NotFoundPage'), namespaces: [] as Namespace[] };

export function pageLoader(route: Route | undefined) {
  return route ? PAGE_LOADERS[route.page] : NOT_FOUND;
}

const components = new Map<() => Promise<PageModule>, ComponentType<PageProps>>();

/** The page's lazy component, one per module so that React keeps it between renders. */
export function pageComponent(route: Route | undefined): ComponentType<PageProps> {
  const { load } = pageLoader(route);
  let component = components.get(load);
  if (!component) {
    component = lazy(load);
    components.set(load, component);
  }
  return component;
}
