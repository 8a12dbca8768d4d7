// The blog index's cards: every article of the language, from the articles' front matter
// (lib/article-metas.ts, about 4 KB gzip), so the index loads it on demand (pages/blog-index-page.tsx).
import type { Lang } from '../../../../common/lang';
import { articlesIn } from '../../lib/article-metas';
import { ArticleCard } from './article-card';

export function BlogGrid({ lang }: { lang: Lang }) {
  return articlesIn(lang).map((meta) => <ArticleCard key={meta.key} meta={meta} />);
}
