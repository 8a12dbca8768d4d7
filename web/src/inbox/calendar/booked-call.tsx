// One booked call on the calendar: when (Amsterdam), which kind, whose (name and reference,
// linking to the lead), and its cancel and move.
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { CalendarBooking } from '../../../../common/inbox/calendar';
import type { LeadPageState } from '../lead-page-state';
import { BookingActions } from './booking-actions';
import { formatRange } from './format-call';

export function BookedCall({
  booking,
  onChanged,
}: {
  booking: CalendarBooking;
  onChanged: (booking: CalendarBooking, done: 'moved' | 'cancelled') => void;
}) {
  const { t, i18n } = useTranslation();
  const name = booking.name ?? booking.reference;
  return (
    <li className="inbox-card inbox-calendar-call" data-id={booking.id}>
      <p className="inbox-calendar-call__when">
        <time dateTime={booking.startsAt}>{formatRange(booking.startsAt, booking.endsAt, i18n.language)}</time>
      </p>
      <p>
        {t(`calendar.kind.${booking.kind}`)} ·{' '}
        <Link
          to={`/inbox/leads/${booking.leadId}`}
          state={{ listSearch: '' } satisfies LeadPageState}
          aria-label={t('booking.openLead', { name })}
        >
          {name}
        </Link>{' '}
        <span className="inbox-badge inbox-badge--ref">{booking.reference}</span>
      </p>
      <BookingActions booking={booking} onChanged={onChanged} />
    </li>
  );
}
