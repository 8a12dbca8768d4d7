// Links several pack sections share: the anchor of the call-to-action section and the site's
// booking page with the free consultation chosen (docs/decisions/0055-booking-on-the-site.md).
import { bookingPagePath } from '../../../../common/booking/booking-kinds';
import { Link } from '../../components/link';
import { useLanguage } from '../../lib/language';

/** The call-to-action section; the hero and the mobile bar scroll to it. */
export const CTA_ID = 'solicitar-informacion';

export function BookingLink({ label, className = 'button button--secondary' }: { label: string; className?: string }) {
  const { lang } = useLanguage();
  return (
    <Link className={className} to={bookingPagePath(lang, 'free')}>
      {label}
    </Link>
  );
}
