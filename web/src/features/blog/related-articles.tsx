// The related-post cards closing an article. They need every article's front matter
// (lib/article-metas.ts, about 4 KB gzip), so the article page loads them as a part on demand
// (components/on-demand.tsx) as the visitor nears the closing call to action: the prerendered
// cards are on screen from the first paint (docs/decisions/0049-room-in-the-javascript-budget.md).
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../common/lang';
import { articleMeta } from '../../lib/article-metas';
import { ArticleCard } from './article-card';

export function RelatedArticles({ keys, lang }: { keys: readonly string[]; lang: Lang }) {
  const { t } = useTranslation('blog');
  const related = keys.flatMap((key) => articleMeta(key, lang) ?? []);
  if (related.length === 0) return null;
  return (
    <section className="section section--alt" aria-labelledby="related-title">
      <div className="container">
        <h2 id="related-title">{t('article.related')}</h2>
        <div className="blog__grid">
          {related.map((item) => (
            <ArticleCard key={item.key} meta={item} headingLevel={3} />
          ))}
        </div>
      </div>
    </section>
  );
}
