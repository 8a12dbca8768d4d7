// Cancel or move a booked call, from the calendar and from the lead. Moving offers the free
// times the booking's own rules give (GET /bookings/:id/free-times), a week at a time; either
// change tells the visitor by email with a new invitation (server side,
// docs/decisions/0057-calendar-in-the-inbox.md). The answer is the booking as it now stands.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '../../../../common/inbox/calendar';
import { MOVE_DAYS } from '../../../../common/inbox/calendar';
import { useApiErrorText } from '../api-error-text';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';
import { useApiCall } from '../session';
import { firmToday, formatCallDay, formatClock, formatRange } from './format-call';
import './calendar.css';

type Props = { booking: CalendarBooking; onChanged: (booking: CalendarBooking, done: 'moved' | 'cancelled') => void };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function BookingActions({ booking, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [mode, setMode] = useState<'idle' | 'cancel' | 'move'>('idle');
  const [failed, setFailed] = useState<string>();
  const when = formatRange(booking.startsAt, booking.endsAt, i18n.language);

  const change = (request: () => Promise<{ booking: CalendarBooking | null }>, done: 'moved' | 'cancelled') =>
    call(request).then(
      (result) => {
        setMode('idle');
        setFailed(undefined);
        if (result.booking) onChanged(result.booking, done);
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );

  return (
    <div className="inbox-booking-actions">
      {mode === 'idle' && (
        <div className="inbox-booking-actions__buttons">
          <button type="button" className="inbox-button inbox-button--quiet" onClick={() => setMode('move')}>
            {t('booking.move')}
          </button>
          <button type="button" className="inbox-button inbox-button--danger-quiet" onClick={() => setMode('cancel')}>
            {t('booking.cancel')}
          </button>
        </div>
      )}
      {mode === 'cancel' && (
        <div className="inbox-confirm" role="alertdialog" aria-labelledby={`cancel-${booking.id}`}>
          <p id={`cancel-${booking.id}`}>{t('booking.cancelConfirm', { when })}</p>
          <button
            type="button"
            className="inbox-button inbox-button--danger"
            onClick={() =>
              void change(() => api(INBOX_ROUTES.cancelBooking, { params: { id: booking.id } }), 'cancelled')
            }
          >
            {t('booking.cancel')}
          </button>
          <button type="button" className="inbox-button inbox-button--quiet" onClick={() => setMode('idle')}>
            {t('booking.close')}
          </button>
        </div>
      )}
      {mode === 'move' && (
        <FreeTimePicker
          booking={booking}
          onPick={(startsAt) =>
            void change(
              () => api(INBOX_ROUTES.moveBooking, { params: { id: booking.id }, body: { startsAt } }),
              'moved',
            )
          }
          onClose={() => setMode('idle')}
        />
      )}
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}

function FreeTimePicker({
  booking,
  onPick,
  onClose,
}: {
  booking: CalendarBooking;
  onPick: (startsAt: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [from, setFrom] = useState(firmToday);
  // The times answered for a starting day: while `from` has none yet, they are being looked for.
  const [found, setFound] = useState<{ from: string; times: string[] }>();
  const [failure, setFailure] = useState<{ from: string; text: string }>();
  useEffect(() => {
    // Paged on before the answer came: that answer is for days no longer shown, and arriving
    // after the newer one it would leave the picker looking for times for good.
    let shown = true;
    call(() => api(INBOX_ROUTES.freeTimes, { params: { id: booking.id }, query: `from=${from}` })).then(
      (result) => shown && setFound({ from, times: result.times }),
      (error: unknown) => shown && setFailure({ from, text: errorText(error) }),
    );
    return () => {
      shown = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, [booking.id, from]);
  const times = found?.from === from ? found.times : undefined;
  const failed = failure?.from === from ? failure.text : undefined;
  const days = new Map<string, string[]>();
  for (const time of times ?? []) {
    const day = formatCallDay(time, i18n.language);
    days.set(day, [...(days.get(day) ?? []), time]);
  }
  const headingId = `move-${booking.id}`;
  return (
    <section className="inbox-free-times" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('booking.moveHeading')}</h3>
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
      {!times && !failed && <p className="inbox-muted">{t('booking.loading')}</p>}
      {times?.length === 0 && <p className="inbox-muted">{t('booking.noFreeTimes')}</p>}
      {[...days].map(([day, dayTimes]) => (
        <div key={day} className="inbox-free-times__day">
          <h4>{day}</h4>
          <ul className="inbox-free-times__list">
            {dayTimes.map((time) => (
              <li key={time}>
                <button
                  type="button"
                  className="inbox-button inbox-button--quiet"
                  aria-label={t('booking.moveTo', { when: `${day} ${formatClock(time, i18n.language)}` })}
                  disabled={Date.parse(time) === Date.parse(booking.startsAt)}
                  onClick={() => onPick(time)}
                >
                  <time dateTime={time}>{formatClock(time, i18n.language)}</time>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="inbox-booking-actions__buttons">
        {from > firmToday() && (
          <button type="button" className="inbox-link-button" onClick={() => setFrom(addDays(from, -MOVE_DAYS))}>
            {t('booking.earlier')}
          </button>
        )}
        <button type="button" className="inbox-link-button" onClick={() => setFrom(addDays(from, MOVE_DAYS))}>
          {t('booking.later')}
        </button>
        <button type="button" className="inbox-button inbox-button--quiet" onClick={onClose}>
          {t('booking.close')}
        </button>
      </div>
    </section>
  );
}
