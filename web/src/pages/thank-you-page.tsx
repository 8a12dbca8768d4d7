// /thank-you (docs/product.md#pages): the request will be reviewed within 24 hours,
// a direct chat link, and the ad conversion once per order id per browser session.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { pagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import { WhatsAppLink } from '../components/outbound-links';
import { readConversion, recordConversion } from '../lib/conversion';

declare global {
  interface Window {
    /** Google's tag, present only once the tag manager has loaded it (after consent). */
    gtag?: unknown;
  }
}

export default function ThankYouPage() {
  const { t } = useTranslation('pages');
  const { lang } = useLanguage();
  useEffect(() => {
    recordConversion(readConversion(window.location.search), { gtag: window.gtag, storage: window.sessionStorage });
  }, []);
  return (
    <main id="main" className="container section thank-you">
      <h1>{t('thanks.heading')}</h1>
      <p className="section__intro">{t('thanks.text')}</p>
      <p>{t('thanks.chatIntro')}</p>
      <p className="thank-you__actions">
        <WhatsAppLink message={t('thanks.chatMessage')}>{t('thanks.chat')}</WhatsAppLink>{' '}
        <Link className="button button--secondary" to={pagePath('home', lang)}>
          {t('thanks.home')}
        </Link>
      </p>
    </main>
  );
}
