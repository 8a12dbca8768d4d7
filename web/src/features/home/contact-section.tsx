// Section 9: the contact form (a slot: the form is its own feature), the contact details
// and the urgent 30-minute video call.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS } from '../../../../common/business';
import { bookingPagePath } from '../../../../common/booking/booking-kinds';
import { Link } from '../../components/link';
import { useLanguage } from '../../lib/language';
import { PhoneLink, WhatsAppLink } from '../../components/outbound-links';
import { LineIcon } from '../../components/line-icon';
import { useOpeningHours } from '../../components/use-opening-hours';

export const CONTACT_ANCHOR = 'contacto';

export function ContactSection({ form, alt = false }: { form: ReactNode; alt?: boolean }) {
  const { t } = useTranslation(['home', 'common']);
  const hours = useOpeningHours();
  const { lang } = useLanguage();
  return (
    <section
      id={CONTACT_ANCHOR}
      className={`section${alt ? ' section--alt' : ''}`}
      aria-labelledby="home-contact-title"
    >
      <div className="container">
        <h2 id="home-contact-title">{t('contact.title')}</h2>
        <p className="section__intro">{t('contact.subtitle')}</p>
        <div className="home-contact">
          {/* The form brings its own card and h3. */}
          <div>{form}</div>
          <div className="home-contact__aside">
            <div className="card">
              <h3>{t('contact.details.title')}</h3>
              <dl className="home-details">
                <div>
                  <dt>{t('contact.details.phone')}</dt>
                  <dd>
                    <PhoneLink className="home-details__link">{BUSINESS.phone}</PhoneLink>
                  </dd>
                </div>
                <div>
                  <dt>{t('contact.details.whatsapp')}</dt>
                  <dd>
                    <WhatsAppLink message={t('common:whatsapp.default')} className="home-details__link">
                      {t('hero.ctaChat')}
                    </WhatsAppLink>
                  </dd>
                </div>
                <div>
                  <dt>{t('contact.details.email')}</dt>
                  <dd>
                    <a className="home-details__link" href={`mailto:${BUSINESS.email}`}>
                      {BUSINESS.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{t('contact.details.address')}</dt>
                  <dd>{BUSINESS.address}</dd>
                </div>
                <div>
                  <dt>{t('contact.details.hours')}</dt>
                  {hours.map((line) => (
                    <dd key={line}>{line}</dd>
                  ))}
                </div>
              </dl>
              <p className="home-muted home-details__reply">{t('contact.details.replyTime')}</p>
            </div>
            <div className="card home-urgent">
              <h3>
                <LineIcon name="video" className="home-icon" />
                {t('contact.urgent.title')}
              </h3>
              <p>{t('contact.urgent.text')}</p>
              <Link className="button button--primary" to={bookingPagePath(lang, 'urgent')}>
                {t('contact.urgent.cta')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
