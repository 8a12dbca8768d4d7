// "Calendario / Calendar": the booked calls from now on, the blocked days and hours (add one,
// remove one) and the private feed for her phone's calendar. docs/decisions/0057-calendar-in-the-inbox.md.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBlockEntry, CalendarView } from '../../../../common/inbox/calendar';
import { useApiErrorText } from '../api-error-text';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';
import { InboxNav } from '../inbox-nav';
import { useApiCall } from '../session';
import { usePolling } from '../use-polling';
import { BlockForm } from './block-form';
import { BlockList } from './block-list';
import { BookedCall } from './booked-call';
import { FeedPanel } from './feed-panel';
import './calendar.css';

export function CalendarPage() {
  const { t } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [view, setView] = useState<CalendarView>();
  const [failed, setFailed] = useState<string>();
  const [told, setTold] = useState<string>();
  const load = useCallback(() => {
    call(() => api(INBOX_ROUTES.calendar)).then(
      (next) => {
        setView(next);
        setFailed(undefined);
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, []);
  usePolling(load);
  const remove = (block: CalendarBlockEntry) =>
    call(() => api(INBOX_ROUTES.removeBlock, { params: { id: block.id } })).then(
      () => {
        setTold(t('calendar.removed'));
        load();
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );

  return (
    <div className="inbox-list inbox-calendar">
      <InboxNav />
      <h1>{t('calendar.heading')}</h1>
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
      <p className="inbox-muted" role="status">
        {told ?? '\u00a0'}
      </p>
      {view && (
        <>
          <section aria-labelledby="calendar-calls">
            <h2 id="calendar-calls">
              {t('calendar.calls')} <span className="inbox-badge">{view.bookings.length}</span>
            </h2>
            {view.bookings.length === 0 ? (
              <p className="inbox-muted">{t('calendar.noCalls')}</p>
            ) : (
              <ul className="inbox-rows">
                {view.bookings.map((booking) => (
                  <BookedCall
                    key={booking.id}
                    booking={booking}
                    onChanged={(_booking, done) => {
                      setTold(t(done === 'moved' ? 'booking.moved' : 'booking.cancelled'));
                      load();
                    }}
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="calendar-blocks">
            <h2 id="calendar-blocks">{t('calendar.blocks')}</h2>
            <p className="inbox-muted">{t('calendar.blocksIntro')}</p>
            <BlockList blocks={view.blocks} onRemove={(block) => void remove(block)} />
            <BlockForm
              onAdded={() => {
                setTold(undefined);
                load();
              }}
            />
          </section>
          <FeedPanel feed={view.feed} onChanged={load} />
        </>
      )}
    </div>
  );
}
