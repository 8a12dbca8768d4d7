// "Hoy / Today": the calls booked for today and tomorrow at their time (when there are any),
// every new lead at once, with when the reply promised to its visitor is due and a countdown,
// then follow-ups due today or before; each row opens the lead. The groups are a
// list of sections, so a new kind of work is one more entry (docs/decisions/0015 and 0037); last, the
// leads held to review, one line per network (review-section.tsx, docs/decisions/0043).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TodayList } from '../../../../common/inbox/api';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { formatDay, formatTime } from '../format-date';
import { api } from '../inbox-api';
import { InboxNav } from '../inbox-nav';
import { useApiErrorText } from '../api-error-text';
import { useApiCall } from '../session';
import { usePolling } from '../use-polling';
import { CallLine } from './call-line';
import { ReplyPromiseLine } from './reply-promise-line';
import { ReviewSection } from './review-section';
import { TodaySection } from './today-section';
import './today.css';

/** The countdowns move every half minute. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function TodayPage() {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const [today, setToday] = useState<TodayList>();
  const errorText = useApiErrorText();
  const [failed, setFailed] = useState<string>();
  const [updatedAt, setUpdatedAt] = useState<Date>();
  const [skew, setSkew] = useState(0);
  const load = useCallback(() => {
    call(() => api(INBOX_ROUTES.today)).then(
      (next) => {
        setToday(next);
        // Counted on the server's clock: a phone's may be off.
        setSkew(Date.parse(next.now) - Date.now());
        setFailed(undefined);
        setUpdatedAt(new Date());
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, []);
  usePolling(load);
  const now = useClock() + skew;

  return (
    <div className="inbox-list">
      <InboxNav />
      <h1>{t('today.heading')}</h1>
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
      {today && (
        <>
          <p className="inbox-muted">
            {formatDay(today.today, i18n.language)}
            {updatedAt && ` · ${t('list.updated', { time: formatTime(updatedAt, i18n.language) })}`}
          </p>
          {today.calls.length + today.newLeads.length + today.followUps.length === 0 && (
            <p className="inbox-notice">{t('today.allDone')}</p>
          )}
          {today.calls.length > 0 && (
            <TodaySection
              id="today-calls"
              heading={t('today.calls')}
              rows={today.calls}
              detail={(lead) => <CallLine call={lead} today={today.today} />}
            />
          )}
          <TodaySection
            id="today-new"
            heading={t('today.newLeads')}
            rows={today.newLeads}
            detail={(lead) => <ReplyPromiseLine lead={lead} now={now} />}
          />
          <TodaySection id="today-follow-ups" heading={t('today.followUps')} rows={today.followUps} />
          <ReviewSection />
        </>
      )}
    </div>
  );
}
