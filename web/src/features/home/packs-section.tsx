// Section 4: the four packs; the professional one is marked as the most popular.
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { CLAIMS, PACK_PRICES, SUPPORT } from '../../../../common/business';
import { SERVICES } from '../../../../common/services/catalogue';
import { pagePath, type PAGES } from '../../../../common/routes';
import { useLanguage } from '../../lib/language';
import { formatPrice } from '../../../../common/format';
import { asArray, asText } from './translated';

/** The three packs and the housing search, a service shown among them at its own price. */
const PACKS: { key: keyof typeof SUPPORT; page: keyof typeof PAGES; price: number; popular?: boolean }[] = [
  { key: 'student', page: 'studentPack', price: PACK_PRICES.student },
  { key: 'professional', page: 'professionalPack', price: PACK_PRICES.professional, popular: true },
  { key: 'family', page: 'familyPack', price: PACK_PRICES.family },
  { key: 'housingSearch', page: 'housingService', price: SERVICES.housingSearch.price.amount },
];

export function PacksSection() {
  const { t } = useTranslation(['home', 'common']);
  const { lang } = useLanguage();
  return (
    <section id="packs" className="section home-packs" aria-labelledby="home-packs-title">
      <div className="container">
        <h2 id="home-packs-title">{t('packs.title')}</h2>
        <p className="section__intro">{t('packs.subtitle', { savings: CLAIMS.savingsPercent })}</p>
        <ul className="home-grid home-grid--4 home-packs__grid">
          {PACKS.map(({ key, page, price, popular }) => {
            const name = t(`packs.items.${key}.name`);
            const { count, unit } = SUPPORT[key];
            const features = asArray(t(`packs.items.${key}.features`, { returnObjects: true })).map(asText);
            return (
              <li key={key} className={`card home-card home-pack${popular ? ' home-pack--popular' : ''}`}>
                <h3>{name}</h3>
                {popular && <p className="home-pack__badge">{t('packs.mostPopular')}</p>}
                <p className="home-pack__price">{formatPrice(price, lang)}</p>
                <p className="home-muted">{t(`packs.items.${key}.description`)}</p>
                <p className="home-pack__support">
                  {t('packs.support', { count: t(`common:units.${unit}`, { count }) })}
                </p>
                <ul className="home-checks">
                  {features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Link
                  className={`button ${popular ? 'button--primary' : 'button--secondary'}`}
                  to={pagePath(page, lang)}
                >
                  {t('packs.cta')}
                  <span className="visually-hidden"> {name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
