// The lead's booked call, when it has one: its time (Amsterdam), kind and state (booked, over,
// cancelled by whom and when), with cancel and move while it is still to come.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '../../../../common/inbox/calendar';
import { BookingActions } from '../calendar/booking-actions';
import { formatRange } from '../calendar/format-call';
import { formatDateTime } from '../format-date';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';
import { useApiCall } from '../session';

export function BookingPanel({ leadId, onChanged }: { leadId: string; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const [booking, setBooking] = useState<CalendarBooking | null>(null);
  /** Whether the call had ended when it was read: then it is only shown. */
  const [over, setOver] = useState(false);
  const [told, setTold] = useState<string>();
  useEffect(() => {
    call(() => api(INBOX_ROUTES.leadBooking, { params: { id: leadId } })).then(
      (result) => {
        setBooking(result.booking);
        setOver(result.booking !== null && Date.parse(result.booking.endsAt) <= Date.now());
      },
      // The rest of the lead's page says when the inbox cannot be reached.
      () => {},
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, [leadId]);
  if (!booking) return null;

  const state = booking.cancelledAt
    ? t(booking.cancelledBy === 'advisor' ? 'booking.cancelledBy.advisor' : 'booking.cancelledBy.visitor', {
        when: formatDateTime(booking.cancelledAt, i18n.language),
      })
    : t(over ? 'booking.over' : 'booking.live');
  return (
    <section
      className="inbox-card inbox-booking"
      aria-labelledby="lead-booking"
      data-state={booking.cancelledAt ? 'cancelled' : 'live'}
    >
      <h2 id="lead-booking">{t('booking.heading')}</h2>
      <p className="inbox-calendar-call__when">
        <time dateTime={booking.startsAt}>{formatRange(booking.startsAt, booking.endsAt, i18n.language)}</time>
      </p>
      <p>
        {t(`calendar.kind.${booking.kind}`)} · <strong>{state}</strong>
      </p>
      {!booking.cancelledAt && !over && (
        <BookingActions
          booking={booking}
          onChanged={(next, done) => {
            setBooking(next);
            setTold(t(done === 'moved' ? 'booking.moved' : 'booking.cancelled'));
            onChanged();
          }}
        />
      )}
      <p className="inbox-muted" role="status">
        {told ?? '\u00a0'}
      </p>
    </section>
  );
}
