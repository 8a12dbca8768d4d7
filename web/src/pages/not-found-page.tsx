// Any unmatched address (docs/product.md#pages): '404', 'Oops! Page not found', 'Return to
// Home', in Spanish under Spanish sections (notFoundLang in common/routes.ts). The server
// answers it with status 404; the attempted path is logged.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../components/link';
import { pagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <main id="main" className="container section not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary" to={pagePath('home', lang)}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
