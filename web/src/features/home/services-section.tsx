// Section 3: the eight services, a table from 48rem and cards below it. Both are rendered;
// CSS hides one with display:none so assistive technology reads the list only once.
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { pagePath } from '../../../../common/routes';
import { useLanguage } from '../../lib/language';
import { serviceNameKey, SERVICE_KEYS, SERVICES } from '../../../../common/services/catalogue';
import { formatPrice } from '../../../../common/format';

export function ServicesSection() {
  const { t } = useTranslation(['home', 'services']);
  const { lang } = useLanguage();
  const services = SERVICE_KEYS.map((key) => {
    const { price, page } = SERVICES[key];
    return {
      key,
      name: t(`services:${serviceNameKey(key)}`),
      description: t(`services:${key}.description`),
      price: formatPrice(price.amount, lang) + ('per' in price ? t('services.perHour') : ''),
      to: pagePath(page, lang),
    };
  });
  // The visible text is the same on every row; the hidden name makes each link unique.
  const request = (to: string, name: string) => (
    <Link className="button button--primary" to={to}>
      {t('services.request')}
      <span className="visually-hidden"> {name}</span>
    </Link>
  );

  return (
    <section id="servicios" className="section section--alt" aria-labelledby="home-services-title">
      <div className="container">
        <h2 id="home-services-title">{t('services.title')}</h2>
        <p className="section__intro">{t('services.subtitle')}</p>

        <div className="home-table-wrap home-services__wide">
          <table className="home-table" aria-labelledby="home-services-title">
            <thead>
              <tr>
                <th scope="col">{t('services.columns.service')}</th>
                <th scope="col">{t('services.columns.description')}</th>
                <th scope="col">{t('services.columns.price')}</th>
                <th scope="col">{t('services.columns.action')}</th>
              </tr>
            </thead>
            <tbody>
              {services.map((service) => (
                <tr key={service.key}>
                  <th scope="row">{service.name}</th>
                  <td className="home-muted">{service.description}</td>
                  <td className="home-price">{service.price}</td>
                  <td>{request(service.to, service.name)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <ul className="home-grid home-services__cards">
          {services.map((service) => (
            <li key={service.key} className="card home-card">
              <h3>{service.name}</h3>
              <p className="home-muted">{service.description}</p>
              <div className="home-card__footer">
                <p className="home-price">{service.price}</p>
                {request(service.to, service.name)}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
