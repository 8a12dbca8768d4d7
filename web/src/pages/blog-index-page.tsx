// The blog index (docs/product.md#pages): back link, title, subtitle, the cards of the
// page's language (in Spanish the five housing guides after the shared articles), and the
// call to action to the home page's contact section. The cards load on demand.
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { pagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import { onDemand } from '../components/on-demand';
import '../features/blog/blog.css';

// The cards are text and links: the prerendered HTML serves them, and their code (every article's
// front matter) loads on the first touch; a click on a card before then is made again once it has
// (components/on-demand.tsx).
const BlogGrid = onDemand(() => import('../features/blog/blog-grid').then((module) => module.BlogGrid), ['blog'], {
  start: 'touch',
});
const GRID = 'blog-articulos';

export default function BlogIndexPage() {
  const { t } = useTranslation('blog');
  const { lang } = useLanguage();
  const home = pagePath('home', lang);
  return (
    <main id="main" className="blog">
      <div className="container section">
        <Link className="back-link" to={home}>
          {t('index.backHome')}
        </Link>
        <h1>{t('index.title')}</h1>
        <p className="section__intro">{t('index.subtitle')}</p>
        <div className="blog__grid" id={GRID}>
          <BlogGrid lang={lang} near={GRID} />
        </div>
      </div>
      <section className="section section--alt" aria-labelledby="blog-cta">
        <div className="container blog__cta">
          <h2 id="blog-cta">{t('index.ctaTitle')}</h2>
          <p>{t('index.ctaText')}</p>
          <Link className="button button--primary" to={`${home}#contacto`}>
            {t('index.ctaButton')}
          </Link>
        </div>
      </section>
    </main>
  );
}
