// Every page of the site, once: the React router, the server (200 / 301 / 404), the
// prerenderer, the sitemap, hreflang links and the tests all read this table.
//
// Decision (docs/decisions/0001-spanish-pages-without-prefix.md), where bare paths could either redirect to
// /es/... or show the page:
// Spanish pages live WITHOUT a prefix (/, /blog, /sobre-x), English ones under /en, and
// every /es/... address answers 301 to its unprefixed page. This is the reading that agrees
// with the language rules (docs/product.md#languages: switching to Spanish removes /en). Paths
// have no trailing slash; /en/ and /blog/ redirect to /en and /blog.
import { BUSINESS } from './business';
import type { Lang } from './lang';

export type PagePaths = { es: string; en?: string };

/** The fixed pages. Blog articles join them from their content files (see `articleRoute`). */
export const PAGES = {
  home: { es: '/', en: '/en' },
  about: { es: `/sobre-${BUSINESS.founderSlug}`, en: `/en/sobre-${BUSINESS.founderSlug}` },
  blog: { es: '/blog', en: '/en/blog' },
  housingService: { es: '/servicios/busqueda-vivienda', en: '/en/services/housing-search' },
  housingLanding: { es: '/busqueda-vivienda-paises-bajos', en: '/en/housing-search-netherlands' },
  taxReturnForm: { es: '/formulario-declaracion-impuestos', en: '/en/tax-return-form' },
  zzpForm: { es: '/formulario-zzp', en: '/en/zzp-form' },
  healthForm: { es: '/formulario-zorgverzekering', en: '/en/health-insurance-form' },
  unemploymentForm: { es: '/formulario-u1', en: '/en/unemployment-u1-form' },
  ruling30Form: { es: '/formulario-30-porciento', en: '/en/30-percent-ruling-form' },
  carImportForm: { es: '/formulario-importar-coche', en: '/en/car-import-form' },
  consultationForm: { es: '/formulario-cita-privada', en: '/en/private-consultation-form' },
  studentPack: { es: '/pack-estudiante', en: '/en/student-pack' },
  professionalPack: { es: '/pack-profesional', en: '/en/professional-pack' },
  familyPack: { es: '/pack-familiar', en: '/en/family-pack' },
  booking: { es: '/reserva', en: '/en/book' },
  privacy: { es: '/politica-privacidad', en: '/en/privacy-policy' },
  thankYou: { es: '/thank-you', en: '/en/thank-you' },
} as const satisfies Record<string, PagePaths>;

export type PageId = keyof typeof PAGES | 'article';

/** One addressable page in one language. */
export type Route = {
  path: string;
  lang: Lang;
  page: PageId;
  /** The article's content key, for page 'article'. */
  articleKey?: string;
  /** The same page in the other language, when it exists. */
  alternates: Partial<Record<Lang, string>>;
};

export type ArticleSlugs = { key: string; slugs: Partial<Record<Lang, string>> };

export function articlePaths({ slugs }: ArticleSlugs): Partial<Record<Lang, string>> {
  return {
    ...(slugs.es && { es: `/blog/${slugs.es}` }),
    ...(slugs.en && { en: `/en/blog/${slugs.en}` }),
  };
}

/** The whole table: fixed pages plus one route per article and language. */
export function buildRoutes(articles: readonly ArticleSlugs[]): Route[] {
  const routes: Route[] = [];
  const add = (page: PageId, paths: Partial<Record<Lang, string>>, articleKey?: string) => {
    for (const [lang, path] of Object.entries(paths) as [Lang, string][]) {
      routes.push({ path, lang, page, alternates: paths, ...(articleKey && { articleKey }) });
    }
  };
  for (const [page, paths] of Object.entries(PAGES)) add(page as PageId, paths);
  for (const article of articles) add('article', articlePaths(article), article.key);
  return routes;
}

export function pagePath(page: keyof typeof PAGES, lang: Lang): string {
  const paths: PagePaths = PAGES[page];
  return (lang === 'en' && paths.en) || paths.es;
}

/**
 * The language of an address that is no page (the 404 page's): English under /en, Spanish
 * anywhere else, as the site's own pages are (Spanish without a prefix, decision 0001).
 * Decision: docs/decisions/0020-visitor-journey.md.
 */
export function notFoundLang(pathname: string): Lang {
  return pathname.split('/')[1]?.toLowerCase() === 'en' ? 'en' : 'es';
}

/** Where the language switch goes: the same page in the other language, or its closest page. */
export function switchLanguagePath(route: Route | undefined, to: Lang): string {
  if (route?.alternates[to]) return route.alternates[to];
  if (route?.page === 'article') return pagePath('blog', to);
  return pagePath('home', to);
}

/**
 * Old addresses of the original site (docs/product.md#pages) and paths of the original product that are not
 * canonical here, each to its final page (never a chain). Keys are decoded paths; the
 * percent-encoded forms match after decoding. Fragments land on the home page's sections.
 */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/service-page/búsqueda-de-casa': PAGES.housingService.es,
  '/pack-busqueda-vivienda': PAGES.housingService.es,
  '/busqueda-vivienda': PAGES.housingService.es,
  '/service-page/declaración-de-la-renta': '/#servicios',
  '/service-page/seguro-medico': '/#servicios',
  '/servicios': '/#servicios',
  '/es/servicios': '/#servicios',
  '/es/contacto': '/#contacto',
  '/en/services': '/en#servicios',
  '/en/contact': '/en#contacto',
  '/en/servicios/busqueda-vivienda': PAGES.housingService.en,
  '/es/reserva': PAGES.booking.es,
};

export type Resolution = { kind: 'page'; path: string } | { kind: 'redirect'; location: string } | { kind: 'notFound' };

/** What an address is: a page, a permanent redirect to one (never a chain), or nothing. */
export function resolvePath(rawPath: string, pagePaths: ReadonlySet<string>): Resolution {
  if (pagePaths.has(rawPath)) return { kind: 'page', path: rawPath };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'notFound' };
  }
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  for (const candidate of [trimmed, trimmed.replace(/^\/es(?=\/|$)/, '') || '/']) {
    const legacy = LEGACY_REDIRECTS[candidate];
    if (legacy) return { kind: 'redirect', location: legacy };
    if (pagePaths.has(candidate)) return { kind: 'redirect', location: candidate };
  }
  return { kind: 'notFound' };
}

export function routesByPath(routes: readonly Route[]): Map<string, Route> {
  return new Map(routes.map((route) => [route.path, route]));
}
