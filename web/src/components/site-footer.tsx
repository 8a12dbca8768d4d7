// Contact details, chamber-of-commerce number, hours (docs/product.md#business), links and copyright.
import { useTranslation } from 'react-i18next';
import { Link } from './link';
import { BUSINESS } from '../../../common/business';
import { pagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import { CONSENT_NEEDED, openConsentSettings } from '../lib/consent-needed';
import { PhoneLink, WhatsAppLink } from './outbound-links';
import { useOpeningHours } from './use-opening-hours';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const hours = useOpeningHours();
  const { lang } = useLanguage();
  const home = pagePath('home', lang);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__title">
            {BUSINESS.brand}
          </h2>
          <p>{t('footer.about', { city: BUSINESS.city })}</p>
          <p>{t('footer.kvk', { kvk: BUSINESS.kvkNumber })}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('footer.contactTitle')}
          </h2>
          <ul>
            <li>
              <PhoneLink className="site-footer__link">{BUSINESS.phone}</PhoneLink>
            </li>
            <li>
              <WhatsAppLink message={t('whatsapp.default')} className="site-footer__link">
                WhatsApp
              </WhatsAppLink>
            </li>
            <li>
              <a className="site-footer__link" href={`mailto:${BUSINESS.email}`}>
                {BUSINESS.email}
              </a>
            </li>
            <li>{BUSINESS.address}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__title">
            {t('footer.hoursTitle')}
          </h2>
          <ul>
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            {t('footer.linksTitle')}
          </h2>
          <ul>
            <li>
              <Link className="site-footer__link" to={`${home}#servicios`}>
                {t('footer.services')}
              </Link>
            </li>
            <li>
              <Link className="site-footer__link" to={pagePath('blog', lang)}>
                {t('footer.blog')}
              </Link>
            </li>
            <li>
              <Link className="site-footer__link" to={pagePath('booking', lang)}>
                {t('footer.book')}
              </Link>
            </li>
            <li>
              <Link className="site-footer__link" to={pagePath('privacy', lang)}>
                {t('footer.privacy')}
              </Link>
            </li>
            {CONSENT_NEEDED && (
              <li>
                <button type="button" className="site-footer__link site-footer__button" onClick={openConsentSettings}>
                  {t('footer.cookies')}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className="container site-footer__copyright">
        {t('footer.copyright', { year: BUSINESS.copyrightYear, brand: BUSINESS.brand })}
      </p>
    </footer>
  );
}
