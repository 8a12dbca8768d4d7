// Every article's front matter, for the blog index and related-post cards (bundled with the
// blog pages only, never with the rest of the site).
import type { ArticleMeta } from '../../../common/content/front-matter';
import type { Lang } from '../../../common/lang';

const metas = Object.values(
  import.meta.glob<ArticleMeta>('../../content/blog/*.md', { query: '?meta', import: 'default', eager: true }),
);

/** The index order: shared articles first (newest first), then the Spanish housing guides. */
export function articlesIn(lang: Lang): ArticleMeta[] {
  return metas
    .filter((meta) => meta.lang === lang)
    .sort(
      (a, b) =>
        Number(Boolean(a.housingGuide)) - Number(Boolean(b.housingGuide)) ||
        (a.date < b.date ? 1 : a.date > b.date ? -1 : 0),
    );
}

export function articleMeta(key: string, lang: Lang): ArticleMeta | undefined {
  return metas.find((meta) => meta.key === key && meta.lang === lang);
}

export function articleHref(meta: ArticleMeta): string {
  return meta.lang === 'en' ? `/en/blog/${meta.slug}` : `/blog/${meta.slug}`;
}
