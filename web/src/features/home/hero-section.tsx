// The home page's first section (docs/product.md#pages): the page's only h1, services and free-chat buttons.
import { useTranslation } from 'react-i18next';
import { BUSINESS, RATING } from '../../../../common/business';
import { useLanguage } from '../../lib/language';
import { WhatsAppLink } from '../../components/outbound-links';
import { formatNumber } from '../../../../common/format';

export function HeroSection() {
  const { t } = useTranslation(['home', 'common']);
  const { lang } = useLanguage();
  return (
    <section id="inicio" className="home-hero" aria-labelledby="home-hero-title">
      <div className="container">
        <p className="home-eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="home-hero-title" className="home-hero__title">
          {t('hero.title')}
        </h1>
        <p className="home-hero__subtitle">{t('hero.subtitle', { city: BUSINESS.city })}</p>
        <div className="home-actions">
          <a className="button button--primary" href="#servicios">
            {t('hero.ctaServices')}
          </a>
          <WhatsAppLink message={t('common:whatsapp.default')}>{t('hero.ctaChat')}</WhatsAppLink>
        </div>
        <p className="home-hero__trust">
          <span className="home-stars" aria-hidden="true">
            ★
          </span>
          {t('hero.trust', {
            rating: formatNumber(RATING.value, lang),
            city: BUSINESS.city,
            settledYear: BUSINESS.settledInNetherlands,
          })}
        </p>
      </div>
    </section>
  );
}
