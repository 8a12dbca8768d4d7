import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { ArticleMeta } from '../../../../common/content/front-matter';
import { LineIcon } from '../../components/line-icon';
import { articleHref } from '../../lib/article-metas';

export function ArticleCard({ meta, headingLevel = 2 }: { meta: ArticleMeta; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="blog-card card">
      <span className="blog-card__icon">
        <LineIcon name={meta.icon} />
      </span>
      {meta.featured && <p className="blog-card__badge">{t('index.featured')}</p>}
      <Heading className="blog-card__title">{meta.title}</Heading>
      <p className="blog-card__text">{meta.description}</p>
      <Link className="blog-card__link" to={articleHref(meta)}>
        {t('index.readMore')}
        <span className="visually-hidden">: {meta.title}</span>
      </Link>
    </article>
  );
}
