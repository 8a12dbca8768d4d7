// Today's "To review": the leads the bot check held as a person's but could not prove (no proof
// from the browser, or over their network's budget), one line per source network with its
// count, so that a flood is one line however many it sent and never buries the day's work. A
// line opens to its leads; she releases one, or the whole network (her email for each, then
// the visitor's confirmation), or files the network as spam. Self-contained: its own query
// and polling (docs/decisions/0043-to-review.md).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewGroup, ReviewGroupLeads } from '../../../../common/inbox/api';
import type { ReviewTarget } from '../../../../common/inbox/review';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { useApiErrorText } from '../api-error-text';
import { formatDateTime, formatTime } from '../format-date';
import { api } from '../inbox-api';
import { LeadRowItem } from '../lead-list/lead-row-item';
import { useApiCall } from '../session';
import { usePolling } from '../use-polling';
import './review-section.css';

export function ReviewSection() {
  const { t } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [groups, setGroups] = useState<ReviewGroup[]>();
  const [failed, setFailed] = useState<string>();
  const load = useCallback(() => {
    call(() => api(INBOX_ROUTES.reviewGroups)).then(
      (next) => {
        setGroups(next.groups);
        setFailed(undefined);
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, []);
  usePolling(load);

  if (!groups?.length && !failed) return null;
  const total = groups?.reduce((sum, group) => sum + group.count, 0) ?? 0;
  return (
    <section className="inbox-today__section inbox-review" aria-labelledby="today-review">
      <h2 id="today-review">
        {t('review.heading')} <span className="inbox-badge">{total}</span>
      </h2>
      <p className="inbox-muted">{t('review.intro')}</p>
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
      <ul className="inbox-review__groups">
        {groups?.map((group) => (
          <NetworkLine key={group.network} group={group} onSettled={load} />
        ))}
      </ul>
    </section>
  );
}

function NetworkLine({ group, onSettled }: { group: ReviewGroup; onSettled: () => void }) {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [open, setOpen] = useState<ReviewGroupLeads>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const listId = `review-${group.network.replace(/[^0-9a-z]/gi, '-')}`;

  const show = () => {
    if (open) return setOpen(undefined);
    call(() => api(INBOX_ROUTES.reviewGroup, { query: `network=${encodeURIComponent(group.network)}` })).then(
      setOpen,
      (failure: unknown) => setFailed(errorText(failure)),
    );
  };
  const settle = (outcome: 'release' | 'spam', target: ReviewTarget, question?: string) => {
    if (question && !window.confirm(question)) return;
    setBusy(true);
    call(() => api(outcome === 'release' ? INBOX_ROUTES.release : INBOX_ROUTES.markSpam, { body: target })).then(
      () => {
        setBusy(false);
        setOpen(undefined);
        onSettled();
      },
      (failure: unknown) => {
        setBusy(false);
        setFailed(errorText(failure));
      },
    );
  };
  const sameDay = group.firstAt.slice(0, 10) === group.lastAt.slice(0, 10);
  const span =
    group.count === 1
      ? formatDateTime(group.lastAt, i18n.language)
      : `${formatDateTime(group.firstAt, i18n.language)} – ${
          sameDay ? formatTime(new Date(group.lastAt), i18n.language) : formatDateTime(group.lastAt, i18n.language)
        }`;
  const whole = { network: group.network };

  return (
    <li className="inbox-review__group">
      <p className="inbox-review__line">
        <strong className="inbox-review__network">{group.network}</strong>
        <span className="inbox-badge">{t('review.count', { count: group.count })}</span>
        <span className="inbox-muted">{span}</span>
      </p>
      <div className="inbox-review__actions">
        <button
          type="button"
          className="inbox-button inbox-button--quiet"
          aria-expanded={open !== undefined}
          aria-controls={listId}
          onClick={show}
        >
          {open ? t('review.hide') : t('review.show')}
        </button>
        <button
          type="button"
          className="inbox-button"
          disabled={busy}
          onClick={() =>
            settle('release', whole, t('review.confirmRelease', { count: group.count, network: group.network }))
          }
        >
          {t('review.releaseAll', { count: group.count })}
        </button>
        <button
          type="button"
          className="inbox-button inbox-button--danger-quiet"
          disabled={busy}
          onClick={() => settle('spam', whole, t('review.confirmSpam', { count: group.count, network: group.network }))}
        >
          {t('review.spamAll')}
        </button>
      </div>
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
      {open && (
        <>
          <ul className="inbox-review__leads" id={listId}>
            {open.leads.map((lead) => (
              <li key={lead.id} className="inbox-review__lead">
                <ul className="inbox-rows">
                  <LeadRowItem lead={lead} back="/today" />
                </ul>
                <button
                  type="button"
                  className="inbox-button inbox-button--quiet"
                  disabled={busy}
                  onClick={() => settle('release', { id: lead.id })}
                >
                  {t('review.release')}
                </button>
              </li>
            ))}
          </ul>
          {open.more && <p className="inbox-muted">{t('review.more')}</p>}
        </>
      )}
    </li>
  );
}
