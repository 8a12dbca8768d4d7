// The sitemap's <lastmod> per page, from the content, so search engines recrawl what changed: an article's date,
// a content page's `updated`, the blog index's newest article, else the page's date in
// common/page-dates.ts. Used by the prerenderer only.
import { PAGE_UPDATED } from '../../../common/page-dates';
import type { Route } from '../../../common/routes';
import { articlesIn } from '../lib/article-metas';
import { contentDoc } from '../lib/content-modules';

export async function lastModified(route: Route): Promise<string> {
  const meta = (await contentDoc(route))?.meta;
  if (meta && 'date' in meta) return meta.date;
  if (route.page === 'article') throw new Error(`${route.path}: an article without a date`);
  const own = meta?.updated ?? PAGE_UPDATED[route.page];
  if (route.page !== 'blog') return own;
  return [own, ...articlesIn(route.lang).map((article) => article.date)].sort().at(-1)!;
}
