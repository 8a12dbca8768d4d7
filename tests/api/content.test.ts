// The content check (docs/decisions/0004-content-as-markdown.md): every article and page parses (front
// matter, tokens, no own h1), the language pairs are complete, related articles exist, and every internal link
// points at a page of the route table. A failure here fails `npm test`, and the same parser
// fails `npm run build`.
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '../../common/business';
import { buildRoutes, LEGACY_REDIRECTS } from '../../common/routes';
import { internalLinks } from '../../build/content/parse-content';
import { articleSlugs, readArticles, readPages } from '../../build/content/read-content';

const articles = readArticles();
const pages = readPages();
const routes = buildRoutes(articleSlugs(articles));
const paths = new Set(routes.map((route) => route.path));

describe('content files', () => {
  it('has the twelve Spanish articles and the seven that also exist in English', () => {
    expect(articles.filter(({ meta }) => meta.lang === 'es')).toHaveLength(12);
    expect(articles.filter(({ meta }) => meta.lang === 'en')).toHaveLength(7);
    const housingGuides = articles.filter(({ meta }) => meta.housingGuide);
    expect(housingGuides.map(({ meta }) => meta.lang)).toEqual(['es', 'es', 'es', 'es', 'es']);
    expect(articles.filter(({ meta }) => meta.featured).map(({ meta }) => meta.key)).toEqual([
      'digid-guia-rapida-nuevos-en-nl',
      'digid-guia-rapida-nuevos-en-nl',
    ]);
  });

  it('gives each translated article the same key, date and reading time in both languages', () => {
    for (const { meta } of articles.filter((article) => article.meta.lang === 'en')) {
      const spanish = articles.find((article) => article.meta.key === meta.key && article.meta.lang === 'es');
      expect(spanish, meta.key).toBeDefined();
      expect([spanish!.meta.date, spanish!.meta.readingMinutes]).toEqual([meta.date, meta.readingMinutes]);
    }
  });

  it('relates each article only to articles that exist in its language', () => {
    for (const { file, meta } of articles) {
      for (const key of meta.related) {
        expect(
          articles.some((other) => other.meta.key === key && other.meta.lang === meta.lang && key !== meta.key),
          `${file} → ${key}`,
        ).toBe(true);
      }
    }
  });

  it('links only to pages that exist, in the page’s own language', () => {
    expect(articles.flatMap(({ html }) => internalLinks(html)).length).toBeGreaterThan(50);
    for (const { file, meta, html } of [...articles, ...pages]) {
      for (const href of internalLinks(html)) {
        const path = href.split('#')[0]!.split('?')[0] || '/';
        expect(paths.has(path) || path in LEGACY_REDIRECTS, `${file} links to ${href}`).toBe(true);
        expect(path === '/en' || path.startsWith('/en/') ? 'en' : 'es', `${file} links to ${href}`).toBe(meta.lang);
      }
    }
  });

  it('has the about page and the privacy policy in both languages, the policy dated 15/06/2025', () => {
    expect(pages.map(({ meta }) => `${meta.key}.${meta.lang}`).sort()).toEqual([
      'about.en',
      'about.es',
      'privacy.en',
      'privacy.es',
    ]);
    for (const { meta } of pages.filter((page) => page.meta.key === 'privacy'))
      expect(meta.updated).toBe(PRIVACY_POLICY_VERSION);
  });
});
