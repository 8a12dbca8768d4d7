// Section 6: six client quotes with five stars each, the rating card and the review links.
import { useTranslation } from 'react-i18next';
import { BUSINESS, RATING } from '../../../../common/business';
import { useLanguage } from '../../lib/language';
import { formatNumber } from '../../../../common/format';
import { asArray, asRecord, asText } from './translated';

export function TestimonialsSection() {
  const { t } = useTranslation(['home-body', 'common']);
  const { lang } = useLanguage();
  const quotes = asArray(t('testimonials.items', { returnObjects: true })).map((item) => {
    const { quote, name, place } = asRecord(item);
    return { quote: asText(quote), name: asText(name), place: asText(place) };
  });
  const starsLabel = t('testimonials.stars', { rating: RATING.best, best: RATING.best });
  const stars = (
    <p className="home-stars">
      <span aria-hidden="true">{'★'.repeat(RATING.best)}</span>
      <span className="visually-hidden">{starsLabel}</span>
    </p>
  );
  const newTab = <span className="visually-hidden"> {t('common:newTab')}</span>;

  return (
    <section id="testimonios" className="section section--alt" aria-labelledby="home-testimonials-title">
      <div className="container">
        <h2 id="home-testimonials-title">{t('testimonials.title')}</h2>
        <p className="section__intro">{t('testimonials.subtitle')}</p>
        <ul className="home-grid home-grid--3">
          {quotes.map(({ quote, name, place }) => (
            <li key={name} className="card">
              <figure className="home-quote">
                {stars}
                <blockquote>
                  <p>{quote}</p>
                </blockquote>
                <figcaption>
                  <strong>{name}</strong>
                  <span className="home-muted">, {place}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>

        <div className="card home-rating">
          <p className="home-rating__value" aria-hidden="true">
            {formatNumber(RATING.value, lang)}
            <span>/{RATING.best}</span>
          </p>
          <div>
            <h3>{t('testimonials.ratingTitle')}</h3>
            <p className="home-stars" aria-hidden="true">
              {'★'.repeat(RATING.best)}
            </p>
            <p className="home-muted">{t('testimonials.ratingText', { rating: formatNumber(RATING.value, lang) })}</p>
          </div>
          <div className="home-actions home-rating__actions">
            <a className="button button--primary" href={BUSINESS.reviewUrl} target="_blank" rel="noopener noreferrer">
              {t('testimonials.readMore')}
              {newTab}
            </a>
            <a className="button button--secondary" href={BUSINESS.reviewUrl} target="_blank" rel="noopener noreferrer">
              {t('testimonials.writeReview')}
              {newTab}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
