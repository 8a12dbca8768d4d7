// The booked call on screen (docs/decisions/0055-booking-on-the-site.md): its reference, its time
// on her clock and Amsterdam's, where the confirmation went, and the link to her request page
// where she moves or cancels it (common/visitor-links.ts). Focused when it appears, so a screen
// reader reads it at once.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingConfirmed } from '../../../../common/booking/booking-api';
import { requestPagePath } from '../../../../common/visitor-links';
import { Link } from '../../components/link';
import { useLanguage } from '../../lib/language';
import { slotFormats, visitorZone } from './slot-times';

export function BookingDone({ booked, email }: { booked: BookingConfirmed; email: string }) {
  const { t } = useTranslation('booking');
  const { lang } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = slotFormats(lang, visitorZone()).full(booked.startsAt);
  return (
    <section className="bk-done card" aria-labelledby="bk-done-heading">
      <h2 id="bk-done-heading" ref={heading} tabIndex={-1}>
        {t('done.heading')}
      </h2>
      <dl>
        <dt>{t('done.reference')}</dt>
        <dd>{booked.reference}</dd>
        <dt>{t('done.when')}</dt>
        <dd>
          <time dateTime={booked.startsAt}>{when.own}</time>
        </dd>
        {when.amsterdam && (
          <>
            <dt>{t('done.amsterdam')}</dt>
            <dd>{when.amsterdam}</dd>
          </>
        )}
      </dl>
      <p>{t('done.email', { email })}</p>
      <Link className="button button--secondary" to={requestPagePath(lang, booked.visitorToken)}>
        {t('done.manage')}
      </Link>
    </section>
  );
}
