// The JSON-LD checker the browser tests use (tests/setup/schema-org.ts) finds what it must:
// what our pages state passes, and each kind of mistake is reported with its path.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { buildRoutes } from '../../common/routes';
import { structuredData } from '../../web/src/seo/structured-data';
import { schemaProblems } from '../setup/schema-org';

const t = ((key: string) => `text of ${key}`) as unknown as TFunction;
const routes = buildRoutes([{ key: 'bsn-digid', slugs: { es: 'bsn-digid' } }]);
const route = (page: string) => routes.find((candidate) => candidate.page === page)!;
const context = {
  title: 'A title',
  description: 'A description',
  url: 'https://x.example/p',
  baseUrl: 'https://x.example',
  t,
};

describe('schema.org checker', () => {
  it('accepts the home page (ProfessionalService with its OfferCatalog), a service page and an article', () => {
    const article = {
      title: 'Article',
      description: 'About it',
      lang: 'es',
      date: '2026-01-02',
      tags: ['a'],
      category: 'c',
    };
    for (const data of [
      ...structuredData(route('home'), context),
      ...structuredData(route('zzpForm'), { ...context, price: 150 }),
      ...structuredData(route('article'), { ...context, content: article as never }),
    ]) {
      expect(schemaProblems(data)).toEqual([]);
    }
  });

  it('reports missing and mistyped properties, wrong nested types and breadcrumb order', () => {
    const [business] = structuredData(route('home'), context) as Record<string, unknown>[];
    const { telephone: _telephone, ...withoutPhone } = business!;
    expect(schemaProblems(withoutPhone)).toEqual(['$.telephone: missing (required for ProfessionalService)']);
    expect(schemaProblems({ ...business, url: 'not a url' })).toEqual(['$.url: wrong value "not a url"']);
    expect(schemaProblems({ ...business, address: { '@type': 'Place' } })).toEqual(['$.address: unknown @type Place']);
    expect(schemaProblems({ ...business, '@context': 'http://schema.org' })).toHaveLength(1);
    const catalog = business!.hasOfferCatalog as { itemListElement: Record<string, unknown>[] };
    const badOffer = { ...catalog.itemListElement[0], price: '150 €' };
    expect(schemaProblems({ ...business, hasOfferCatalog: { ...catalog, itemListElement: [badOffer] } })).toEqual([
      '$.hasOfferCatalog.itemListElement[0].price: wrong value "150 €"',
    ]);
    const crumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [2, 1].map((position) => ({
        '@type': 'ListItem',
        position,
        name: 'x',
        item: 'https://x.example/',
      })),
    };
    expect(schemaProblems(crumbs)).toEqual(['$.itemListElement: positions are not 1..n in order']);
    expect(schemaProblems({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] })).toEqual([
      '$.mainEntity: expected a non-empty list of Question',
    ]);
  });
});
