// Links several pack sections share: the anchor of the call-to-action section and the
// external booking calendar for the free consultation.
import { useTranslation } from 'react-i18next';
import { BUSINESS } from '../../../../common/business';

/** The call-to-action section; the hero and the mobile bar scroll to it. */
export const CTA_ID = 'solicitar-informacion';

export function BookingLink({ label, className = 'button button--secondary' }: { label: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <a className={className} href={BUSINESS.bookingUrl} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}
