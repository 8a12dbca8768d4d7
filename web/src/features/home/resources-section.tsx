// The home page's seventh section: blog guides, shown on the Spanish page only, since most guides are in
// Spanish only (docs/product.md#pages).
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { pagePath } from '../../../../common/routes';
import { useLanguage } from '../../lib/language';
import { asRecord, asText } from './translated';

export function ResourcesSection() {
  const { t } = useTranslation('home-body');
  const { lang } = useLanguage();
  if (lang !== 'es') return null;
  const blog = pagePath('blog', 'es');
  const links = Object.entries(asRecord(t('resources.links', { returnObjects: true })));

  return (
    <section id="ayuda-holanda" className="section" aria-labelledby="home-resources-title">
      <div className="container">
        <h2 id="home-resources-title">{t('resources.title')}</h2>
        <p className="section__intro">{t('resources.subtitle')}</p>
        <ul className="home-grid home-grid--3 home-links">
          {links.map(([key, title]) => (
            <li key={key}>
              {/* A full load: articles come from content files and the server knows them all. */}
              <a href={`${blog}/${key}`}>
                {asText(title)}
                <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="home-more">
          <Link className="button button--secondary" to={blog}>
            {t('resources.all')}
          </Link>
        </p>
      </div>
    </section>
  );
}
