// JSON-LD per page (schema.org): the firm as a local business with its rating on every
// page; on the home page its services with prices. Breadcrumbs, FAQ and BlogPosting join
// with the pages that show them.
import { BUSINESS, HOURS, RATING } from '../../../common/business';
import { pagePath, type Route } from '../../../common/routes';
import type { ArticleMeta, PageMeta } from '../../../common/content/front-matter';
import type { PageT } from '../lib/i18n';
import { serviceNameKey, SERVICE_KEYS, SERVICES } from '../../../common/services/catalogue';
import { SOCIAL_IMAGE } from './social-image';

type Context = {
  title: string;
  description: string;
  url: string;
  baseUrl: string;
  t: PageT;
  content?: ArticleMeta | PageMeta;
  price?: number;
  /** Absolute address of the page's own image (an article's hero); the social preview otherwise. */
  image?: string;
};

export function localBusiness(baseUrl: string) {
  const [street, place] = BUSINESS.address.split(',').map((part) => part.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${baseUrl}/#business`,
    name: BUSINESS.brand,
    url: `${baseUrl}/`,
    telephone: BUSINESS.phone,
    email: BUSINESS.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: BUSINESS.city,
      postalCode: place?.match(/\d{4}\s?[A-Z]{2}/)?.[0],
      addressCountry: 'NL',
    },
    areaServed: 'NL',
    knowsLanguage: ['es', 'en'],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: RATING.value,
      bestRating: RATING.best,
      ratingCount: RATING.count,
    },
    openingHoursSpecification: Object.values(HOURS).map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek:
        slot.days === 'Mo-Fr' ? ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] : ['Saturday', 'Sunday'],
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}

export function structuredData(route: Route, context: Context): object[] {
  const business = localBusiness(context.baseUrl);
  if (route.page === 'article' && context.content && 'date' in context.content)
    return [business, ...article(route, context.content, context)];
  if (route.page !== 'home') return [business, ...offer(route, context), ...faq(route, context)];
  return [
    {
      ...business,
      description: context.description,
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: context.t('home-body:services.title'),
        itemListElement: SERVICE_KEYS.map((key) => ({
          '@type': 'Offer',
          price: SERVICES[key].price.amount,
          priceCurrency: 'EUR',
          itemOffered: {
            '@type': 'Service',
            name: context.t(`services:${serviceNameKey(key)}`),
            description: context.t(`services:${key}.description`),
          },
        })),
      },
    },
  ];
}

function article(route: Route, meta: ArticleMeta, context: Context): object[] {
  const blog = pagePath('blog', route.lang);
  const home = pagePath('home', route.lang);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: meta.title,
      description: meta.description,
      inLanguage: meta.lang,
      datePublished: meta.date,
      dateModified: meta.date,
      keywords: meta.tags.join(', '),
      articleSection: meta.category,
      image: context.image ?? `${context.baseUrl}${SOCIAL_IMAGE.path}`,
      mainEntityOfPage: context.url,
      author: { '@type': 'Organization', name: BUSINESS.brand, url: `${context.baseUrl}/` },
      publisher: { '@id': `${context.baseUrl}/#business` },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        [context.t('blog:article.home'), home],
        [context.t('blog:article.blog'), blog],
        [meta.title, route.path],
      ].map(([name, path], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: `${context.baseUrl}${path}`,
      })),
    },
  ];
}

/** Where a page's FAQ lives in its texts (a list of { question, answer }). */
const FAQS = {
  // The prerenderer has pack-body loaded: the page's body rendered it (features/packs/pack-body.tsx).
  studentPack: 'pack-body:student.faq',
  professionalPack: 'pack-body:professional.faq',
  familyPack: 'pack-body:family.faq',
  // And housing-service or housing-landing: the housing page's body rendered it (features/housing/*-body.tsx).
  housingService: 'housing-service:service.faq',
  housingLanding: 'housing-landing:landing.faq',
} as const;
const FAQ_KEYS: Partial<Record<Route['page'], (typeof FAQS)[keyof typeof FAQS]>> = FAQS;

function faq(route: Route, context: Context): object[] {
  const key = FAQ_KEYS[route.page];
  const items = key ? context.t(key, { returnObjects: true }) : undefined;
  if (!Array.isArray(items) || items.length === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: (items as { question: string; answer: string }[]).map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  ];
}

/** A page that sells one service or pack at a price states it as an Offer. */
function offer(route: Route, context: Context): object[] {
  if (context.price === undefined || route.page === 'booking') return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: context.title,
      description: context.description,
      url: context.url,
      provider: { '@id': `${context.baseUrl}/#business` },
      areaServed: 'NL',
      offers: { '@type': 'Offer', price: context.price, priceCurrency: 'EUR', url: context.url },
    },
  ];
}
