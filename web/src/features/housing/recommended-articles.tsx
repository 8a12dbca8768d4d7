// Recommended guides on the detailed page: only articles that exist in the page's language
// (the five housing guides are Spanish only), each linking to its address in the route table.
import { Link } from '../../components/link';
import { articlePaths } from '../../../../common/routes';
import { LineIcon } from '../../components/line-icon';
import { PageSection } from '../../components/page-section';
import { ARTICLE_SLUGS } from '../../lib/content-modules';
import { useHousingTexts } from './housing-texts';

export function RecommendedArticles() {
  const { lang, text, records } = useHousingTexts('service');
  const articles = records('service.articles.items', ['key', 'title', 'text'] as const).flatMap((item) => {
    const slugs = ARTICLE_SLUGS.find((article) => article.key === item.key);
    const href = slugs && articlePaths(slugs)[lang];
    return href ? [{ ...item, href }] : [];
  });
  if (articles.length === 0) return null;
  return (
    <PageSection id="housing-articles" title={text('service.articles.title')} intro={text('service.articles.intro')}>
      <ul className="housing-grid housing-articles" role="list">
        {articles.map((article) => (
          <li key={article.key} className="card housing-article">
            <span className="housing-icon">
              <LineIcon name="file-check" />
            </span>
            <h3>
              <Link to={article.href}>{article.title}</Link>
            </h3>
            <p className="housing-muted">{article.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
