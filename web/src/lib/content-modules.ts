// The content files (web/content) as the app sees them: every article's route data at
// start (tiny), and each document (front matter + HTML) on demand, one chunk per file.
import type { ArticleMeta, PageMeta } from '../../../common/content/front-matter';
import type { HeroPicture } from '../../../common/content/hero-image';
import type { Lang } from '../../../common/lang';
import type { ArticleSlugs, Route } from '../../../common/routes';

type RouteInfo = { key: string; lang: Lang; slug: string };
export type ArticleDoc = { meta: ArticleMeta; html: string; hero: HeroPicture };
export type PageDoc = { meta: PageMeta; html: string };

const routeInfo = import.meta.glob<RouteInfo>('../../content/blog/*.md', {
  query: '?route',
  import: 'default',
  eager: true,
});
const articles = import.meta.glob<ArticleDoc>('../../content/blog/*.md', { query: '?doc', import: 'default' });
const pages = import.meta.glob<PageDoc>('../../content/pages/*.md', { query: '?doc', import: 'default' });

/** key → slug per language, for the route table. */
export const ARTICLE_SLUGS: ArticleSlugs[] = Object.values(
  Object.values(routeInfo).reduce<Record<string, ArticleSlugs>>((byKey, info) => {
    byKey[info.key] ??= { key: info.key, slugs: {} };
    byKey[info.key]!.slugs[info.lang] = info.slug;
    return byKey;
  }, {}),
)
  // Code-unit order, as the server reads the files (read-content.ts); localeCompare would also
  // load the collator's locale data, about 10 ms at start on a desktop CPU.
  .sort((a, b) => (a.key < b.key ? -1 : 1));

const loaded = new Map<string, Promise<ArticleDoc | PageDoc>>();
const once = <T extends ArticleDoc | PageDoc>(
  file: string,
  load: (() => Promise<T>) | undefined,
): Promise<T> | undefined => {
  if (!load) return undefined;
  if (!loaded.has(file)) {
    const promise = load();
    // Marked as React's use() reads it, so a document loaded before hydration renders at once.
    void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
    loaded.set(file, promise);
  }
  return loaded.get(file) as Promise<T>;
};

function fileOf(route: Route | undefined): string | undefined {
  if (route?.page === 'article') return `../../content/blog/${route.articleKey}.${route.lang}.md`;
  if (route?.page === 'about' || route?.page === 'privacy') return `../../content/pages/${route.page}.${route.lang}.md`;
  return undefined;
}

/** The document behind a content page (article, about, privacy), one stable promise per file (for React's use()). */
export function contentDoc(route: Route | undefined): Promise<ArticleDoc | PageDoc> | undefined {
  const file = fileOf(route);
  const load: (() => Promise<ArticleDoc | PageDoc>) | undefined = file
    ? (route?.page === 'article' ? articles : pages)[file]
    : undefined;
  return file ? once(file, load) : undefined;
}

/** What the first page in the browser loads of its document: the front matter and an article's hero. */
const firsts = import.meta.glob<Omit<ArticleDoc, 'html'> | Omit<PageDoc, 'html'>>(
  ['../../content/blog/*.md', '../../content/pages/*.md'],
  { query: '?first', import: 'default' },
);

/**
 * The first page in the browser: its document's HTML is already in the prerendered page
 * (`body`, the element marked data-content-body), so only the front matter is fetched, not the
 * HTML a second time inside a script (about 4.5 KB gzip per page off the JavaScript budget, docs/BENCHMARKS.md).
 */
export function prerenderedDoc(
  route: Route | undefined,
  body: Element | null,
): Promise<ArticleDoc | PageDoc> | undefined {
  const file = fileOf(route);
  const load = file && firsts[file];
  if (!file || !body || !load) return contentDoc(route);
  const html = body.innerHTML;
  // An article's hero is not part of its HTML: its picture's addresses come with the front matter.
  return once(file, async () => ({ ...(await load()), html }));
}
