// "Hoy / Today": follow-ups due today or before, and new leads nobody has contacted for
// INBOX_UNANSWERED_HOURS, each a row that opens the lead (docs/decisions/0015); then the leads
// held to review, one line per network (review-section.tsx).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadListRow, TodayList } from '../../../../common/inbox/api';
import { formatDay, formatTime } from '../format-date';
import { api } from '../inbox-api';
import { InboxNav } from '../inbox-nav';
import { LeadRowItem } from '../lead-list/lead-row-item';
import { useApiErrorText } from '../api-error-text';
import { useApiCall } from '../session';
import { usePolling } from '../use-polling';
import { ReviewSection } from './review-section';

export function TodayPage() {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const [today, setToday] = useState<TodayList>();
  const errorText = useApiErrorText();
  const [failed, setFailed] = useState<string>();
  const [updatedAt, setUpdatedAt] = useState<Date>();
  const load = useCallback(() => {
    call(() => api<TodayList>('/today')).then(
      (next) => {
        setToday(next);
        setFailed(undefined);
        setUpdatedAt(new Date());
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, []);
  usePolling(load);

  const section = (id: string, heading: string, rows: LeadListRow[]) => (
    <section className="inbox-today__section" aria-labelledby={id}>
      <h2 id={id}>
        {heading} <span className="inbox-badge">{rows.length}</span>
      </h2>
      {rows.length === 0 ? (
        <p className="inbox-muted">{t('today.none')}</p>
      ) : (
        <ul className="inbox-rows">
          {rows.map((lead) => (
            <LeadRowItem key={lead.id} lead={lead} back="/today" />
          ))}
        </ul>
      )}
    </section>
  );

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
          {today.followUps.length + today.unanswered.length === 0 && (
            <p className="inbox-notice">{t('today.allDone')}</p>
          )}
          {section('today-follow-ups', t('today.followUps'), today.followUps)}
          {section('today-unanswered', t('today.unanswered', { hours: today.unansweredHours }), today.unanswered)}
          <ReviewSection />
        </>
      )}
    </div>
  );
}
