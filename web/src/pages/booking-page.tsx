// /reserva and /en/book (docs/product.md#pages): the ways to talk to the firm — the free
// consultation in the booking calendar, the urgent video call, the private consultation
// through its form — with the opening hours in CET.
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { BUSINESS, CALLS } from '../../../common/business';
import { SERVICES } from '../../../common/services/catalogue';
import { pagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import { useOpeningHours } from '../components/use-opening-hours';

export default function BookingPage() {
  const { t } = useTranslation(['pages', 'common']);
  const hours = useOpeningHours();
  const { lang } = useLanguage();
  const external = (href: string, label: string) => (
    <a className="button button--primary" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> ({t('book.newTab')})</span>
    </a>
  );
  return (
    <main id="main" className="container section booking">
      <h1>{t('book.heading')}</h1>
      <p className="section__intro">{t('book.intro')}</p>
      <div className="booking__options">
        <section className="card" aria-labelledby="book-free">
          <h2 id="book-free">{t('book.free.title', { minutes: CALLS.freeConsultation })}</h2>
          <p>{t('book.free.text')}</p>
          {external(BUSINESS.bookingUrl, t('book.free.cta'))}
        </section>
        <section className="card" aria-labelledby="book-urgent">
          <h2 id="book-urgent">{t('book.urgent.title', { minutes: CALLS.urgentVideo })}</h2>
          <p>{t('book.urgent.text')}</p>
          {external(BUSINESS.urgentCallUrl, t('book.urgent.cta'))}
        </section>
        <section className="card" aria-labelledby="book-private">
          <h2 id="book-private">{t('book.private.title', { price: SERVICES.consultation.price.amount })}</h2>
          <p>{t('book.private.text')}</p>
          <Link className="button button--secondary" to={pagePath('consultationForm', lang)}>
            {t('book.private.cta')}
          </Link>
        </section>
      </div>
      <h2>{t('book.hoursTitle')}</h2>
      <ul>
        {hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </main>
  );
}
