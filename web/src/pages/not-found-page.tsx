// Any unmatched address (docs/product.md#pages): '404', 'Oops! Page not found', 'Return to
// Home', in Spanish anywhere outside /en (notFoundLang in common/routes.ts), with the main ways
// onward: the services, the contact form, a free call booked on the site and WhatsApp
// (docs/decisions/0020-visitor-journey.md).
// The server answers it with status 404; the attempted path is logged.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../components/link';
import { WhatsAppLink } from '../components/outbound-links';
import { bookingPagePath } from '../../../common/booking/booking-kinds';
import { pagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import './not-found-page.css';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const home = pagePath('home', lang);
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <main id="main" className="container section not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>{t('notFound.onward')}</p>
      <div className="not-found__ways">
        <Link className="button button--primary" to={`${home}#servicios`}>
          {t('notFound.services')}
        </Link>
        <Link className="button button--secondary" to={`${home}#contacto`}>
          {t('notFound.contact')}
        </Link>
        <Link className="button button--secondary" to={bookingPagePath(lang, 'free')}>
          {t('notFound.book')}
        </Link>
        <WhatsAppLink message={t('whatsapp.default')}>{t('notFound.whatsapp')}</WhatsAppLink>
      </div>
      <p>
        <Link to={home}>{t('notFound.home')}</Link>
      </p>
    </main>
  );
}
