// /reserva and /en/book (docs/product.md#pages, docs/decisions/0055-booking-on-the-site.md): the
// ways to talk to the firm — the free consultation and the urgent video call, booked here on the
// site, and the private consultation through its form — with the opening hours. `?tipo=` picks a
// kind (every "book a call" link on the site preselects one); the free times load as the page does.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CALLS } from '../../../common/business';
import { SERVICES } from '../../../common/services/catalogue';
import { bookingPagePath, KIND_PARAM, kindFromParam, type BookingKind } from '../../../common/booking/booking-kinds';
import { pagePath } from '../../../common/routes';
import { Link } from '../components/link';
import { useOpeningHours } from '../components/use-opening-hours';
import { BookingFlow } from '../features/booking/booking-flow';
import { useLanguage } from '../lib/language';
import { useHydrated } from '../lib/use-hydrated';

const FLOW_ID = 'reservar';

export default function BookingPage() {
  const { t } = useTranslation(['pages', 'common']);
  const hours = useOpeningHours();
  const { lang } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  // The prerendered page has no query: the kind is read once the page runs.
  const hydrated = useHydrated();
  const kind = hydrated ? kindFromParam(new URLSearchParams(location.search).get(KIND_PARAM)) : undefined;
  const choose = (chosen: BookingKind) =>
    void navigate(`${bookingPagePath(lang, chosen)}#${FLOW_ID}`, { replace: true, preventScrollReset: true });
  const card = (option: BookingKind, minutes: number) => (
    <section className="card" aria-labelledby={`book-${option}`}>
      <h2 id={`book-${option}`}>{t(`book.${option}.title`, { minutes })}</h2>
      <p>{t(`book.${option}.text`)}</p>
      <Link className="button button--primary" to={`${bookingPagePath(lang, option)}#${FLOW_ID}`} replace>
        {t(`book.${option}.cta`)}
      </Link>
    </section>
  );
  return (
    <main id="main" className="container section booking">
      <h1>{t('book.heading')}</h1>
      <p className="section__intro">{t('book.intro')}</p>
      <div className="booking__options">
        {card('free', CALLS.freeConsultation)}
        {card('urgent', CALLS.urgentVideo)}
        <section className="card" aria-labelledby="book-private">
          <h2 id="book-private">{t('book.private.title', { price: SERVICES.consultation.price.amount })}</h2>
          <p>{t('book.private.text')}</p>
          <Link className="button button--secondary" to={pagePath('consultationForm', lang)}>
            {t('book.private.cta')}
          </Link>
        </section>
      </div>
      <section id={FLOW_ID} aria-labelledby="book-flow" className="booking__flow">
        <h2 id="book-flow">{t('book.flowTitle')}</h2>
        <BookingFlow kind={kind} onKind={choose} />
      </section>
      <h2>{t('book.hoursTitle')}</h2>
      <ul>
        {hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </main>
  );
}
