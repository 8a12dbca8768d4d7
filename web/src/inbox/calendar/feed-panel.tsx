// The private calendar feed: make an address her phone's calendar subscribes to, make a new one
// (the old stops working), or turn it off. The address is shown once, when made: only its
// hash is kept (docs/decisions/0057-calendar-in-the-inbox.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedState } from '../../../../common/inbox/calendar';
import { useApiErrorText } from '../api-error-text';
import { formatDateTime } from '../format-date';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';
import { useApiCall } from '../session';

export function FeedPanel({ feed, onChanged }: { feed: CalendarFeedState; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [created, setCreated] = useState<string>();
  const [state, setState] = useState<'copied' | 'revoked' | { error: string }>();

  const create = () =>
    call(() => api(INBOX_ROUTES.createFeed, { query: `lang=${i18n.language}` })).then(
      (result) => {
        setCreated(result.url);
        setState(undefined);
        onChanged();
      },
      (failure: unknown) => setState({ error: errorText(failure) }),
    );
  const revoke = () =>
    call(() => api(INBOX_ROUTES.revokeFeed)).then(
      () => {
        setCreated(undefined);
        setState('revoked');
        onChanged();
      },
      (failure: unknown) => setState({ error: errorText(failure) }),
    );
  const copy = () =>
    navigator.clipboard.writeText(created ?? '').then(
      () => setState('copied'),
      () => {},
    );

  return (
    <section className="inbox-card" aria-labelledby="calendar-feed">
      <h2 id="calendar-feed">{t('calendar.feedHeading')}</h2>
      <p className="inbox-muted">{t('calendar.feedIntro')}</p>
      {created && (
        <div className="inbox-feed-url">
          <label className="inbox-field">
            <span>{t('calendar.feedUrl')}</span>
            <input type="text" readOnly value={created} onFocus={(event) => event.target.select()} />
          </label>
          <p className="inbox-notice">{t('calendar.feedOnce')}</p>
          <button type="button" className="inbox-button inbox-button--quiet" onClick={() => void copy()}>
            {t('calendar.feedCopy')}
          </button>
        </div>
      )}
      <p>
        {feed.active && feed.createdAt
          ? t('calendar.feedActive', { when: formatDateTime(feed.createdAt, i18n.language) })
          : t('calendar.feedNone')}
      </p>
      <div className="inbox-booking-actions__buttons">
        <button
          type="button"
          className={`inbox-button${feed.active ? ' inbox-button--quiet' : ''}`}
          onClick={() => void create()}
        >
          {t(feed.active ? 'calendar.feedRotate' : 'calendar.feedCreate')}
        </button>
        {feed.active && (
          <button type="button" className="inbox-button inbox-button--danger-quiet" onClick={() => void revoke()}>
            {t('calendar.feedRevoke')}
          </button>
        )}
      </div>
      <p className={typeof state === 'object' ? 'inbox-error' : 'inbox-muted'} role="status">
        {state === 'copied'
          ? t('calendar.feedCopied')
          : state === 'revoked'
            ? t('calendar.feedRevoked')
            : typeof state === 'object'
              ? state.error
              : '\u00a0'}
      </p>
    </section>
  );
}
