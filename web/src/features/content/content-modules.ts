// The content files (web/content) as the app sees them: every article's route data at
// start (tiny), and each document (front matter + HTML) on demand, one chunk per file.
import type { ArticleMeta, PageMeta } from '../../../content-pipeline/front-matter';
import type { HeroPicture } from '../../../content-pipeline/hero-image';
import type { Lang } from '../../../../common/lang';
import type { ArticleSlugs, Route } from '../../../../common/routes';

type RouteInfo = { key: string; lang: Lang; slug: string };
export type ArticleDoc = { meta: ArticleMeta; html: string; hero: HeroPicture };
export type PageDoc = { meta: PageMeta; html: string };

const routeInfo = import.meta.glob<RouteInfo>('../../../content/blog/*.md', { query: '?route', import: 'default', eager: true });
const articles = import.meta.glob<ArticleDoc>('../../../content/blog/*.md', { query: '?doc', import: 'default' });
const pages = import.meta.glob<PageDoc>('../../../content/pages/*.md', { query: '?doc', import: 'default' });

/** key → slug per language, for the route table. */
export const ARTICLE_SLUGS: ArticleSlugs[] = Object.values(
  Object.values(routeInfo).reduce<Record<string, ArticleSlugs>>((byKey, info) => {
    byKey[info.key] ??= { key: info.key, slugs: {} };
    byKey[info.key]!.slugs[info.lang] = info.slug;
    return byKey;
  }, {}),
).sort((a, b) => a.key.localeCompare(b.key));

const loaded = new Map<string, Promise<ArticleDoc | PageDoc>>();
const once = <T extends ArticleDoc | PageDoc>(file: string, load: (() => Promise<T>) | undefined): Promise<T> | undefined => {
  if (!load) return undefined;
  if (!loaded.has(file)) {
    const promise = load();
    // Marked as React's use() reads it, so a document loaded before hydration renders at once.
    void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
    loaded.set(file, promise);
  }
  return loaded.get(file) as Promise<T>;
};

/** The document behind a content page (article, about, privacy), one stable promise per file (for React's use()). */
export function contentDoc(route: Route | undefined): Promise<ArticleDoc | PageDoc> | undefined {
  if (route?.page === 'article') {
    const file = `../../../content/blog/${route.articleKey}.${route.lang}.md`;
    return once(file, articles[file]);
  }
  if (route?.page === 'about' || route?.page === 'privacy') {
    const file = `../../../content/pages/${route.page}.${route.lang}.md`;
    return once(file, pages[file]);
  }
  return undefined;
}
