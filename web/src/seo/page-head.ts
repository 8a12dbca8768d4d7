// Everything a page's <head> says to search engines and link previews: title,
// description, canonical, hreflang alternates, Open Graph / Twitter and JSON-LD. The
// prerenderer writes it into the HTML; the client rewrites it after in-app navigation.
import { BUSINESS } from '../../../common/business';
import type { Lang } from '../../../common/lang';
import type { PageId, Route } from '../../../common/routes';
import { pagePrice } from '../app/page-prices';
import { formatPrice } from '../../../common/format';
import type { ArticleMeta, PageMeta } from '../../../common/content/front-matter';
import { HERO_SIZES, type HeroPicture } from '../../../common/content/hero-image';
import { SOCIAL_IMAGE } from './social-image';
import { structuredData } from './structured-data';
import type { PageT } from '../lib/i18n';

export type Head = {
  lang: Lang;
  title: string;
  description: string;
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  image: { url: string; width: number; height: number; alt: string };
  jsonLd: object[];
  article?: { published: string };
  /** The LCP image to fetch before the stylesheet and scripts are parsed (an article's hero). */
  preloadImage?: { srcset: string; sizes: string; type: string };
};

/** The pages written as content files take their title and description from the front matter; the home
 * page from its own texts; every other page from the pages texts. */
const CONTENT_PAGES: ReadonlySet<PageId> = new Set(['about', 'privacy', 'article']);
function hasPageTexts(page: PageId): page is Exclude<PageId, 'home' | 'about' | 'privacy' | 'article'> {
  return page !== 'home' && !CONTENT_PAGES.has(page);
}

/**
 * `lang`: the language the address speaks (a 404 has no route but has a language);
 * `content`: the front matter of a page written as a content file (articles, about, privacy);
 * `hero`: an article's hero picture.
 */
export function pageHead(
  page: { route: Route | undefined; lang: Lang; content?: ArticleMeta | PageMeta; hero?: HeroPicture },
  t: PageT,
  baseUrl: string,
): Head {
  const { route, lang, content, hero } = page;
  const price = route && pagePrice(route.page);
  // The price written as the page writes it ("1.595 €", "€1,595"); structured data keeps the number.
  const vars = {
    brand: BUSINESS.brand,
    founderName: BUSINESS.founderName,
    city: BUSINESS.city,
    price: price === undefined ? undefined : formatPrice(price, lang),
  };
  const [title, description] = content
    ? [content.title, content.description]
    : route?.page === 'home'
      ? [t('home:meta.title', vars), t('home:meta.description', vars)]
      : route && hasPageTexts(route.page)
        ? [t(`pages:${route.page}.title`, vars), t(`pages:${route.page}.description`, vars)]
        : [t('common:notFound.metaTitle', vars), t('common:notFound.metaDescription', vars)];
  const url = (path: string) => `${baseUrl}${path}`;
  const alternates = route
    ? [
        ...(Object.entries(route.alternates) as [Lang, string][]).map(([hreflang, path]) => ({
          hreflang,
          href: url(path),
        })),
        { hreflang: 'x-default', href: url(route.alternates.es ?? route.path) },
      ]
    : [];
  return {
    lang,
    title,
    description,
    ...(route && { canonical: url(route.path) }),
    alternates,
    // Not-found and thank-you pages are not search results.
    noindex: !route || route.page === 'thankYou',
    ...(content && 'date' in content && { article: { published: content.date } }),
    // Only AVIF is preloaded: browsers without it skip the hint and take the WebP <source>.
    ...(hero && { preloadImage: { srcset: hero.sources.avif, sizes: HERO_SIZES, type: 'image/avif' } }),
    image: { url: url(SOCIAL_IMAGE.path), width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, alt: BUSINESS.brand },
    jsonLd: route
      ? structuredData(route, {
          title,
          description,
          url: url(route.path),
          baseUrl,
          t,
          content,
          price,
          image: hero && url(hero.img.src),
        })
      : [],
  };
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML; every element carries data-head so the client can replace the set. */
export function headHtml(head: Head): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta data-head ${attribute}="${key}" content="${escape(content)}">`;
  const tags = [
    `<title>${escape(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.canonical ? [`<link data-head rel="canonical" href="${escape(head.canonical)}">`] : []),
    ...head.alternates.map(
      (alternate) =>
        `<link data-head rel="alternate" hreflang="${alternate.hreflang}" href="${escape(alternate.href)}">`,
    ),
    ...(head.preloadImage
      ? [
          `<link data-head rel="preload" as="image" imagesrcset="${escape(head.preloadImage.srcset)}" imagesizes="${escape(head.preloadImage.sizes)}" type="${head.preloadImage.type}" fetchpriority="high">`,
        ]
      : []),
    meta('property', 'og:type', head.article ? 'article' : 'website'),
    ...(head.article ? [meta('property', 'article:published_time', head.article.published)] : []),
    meta('property', 'og:site_name', BUSINESS.brand),
    meta('property', 'og:locale', head.lang === 'en' ? 'en_GB' : 'es_ES'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    ...head.jsonLd.map(
      (data) =>
        `<script data-head type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return tags.join('\n    ');
}
