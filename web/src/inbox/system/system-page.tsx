// "Sistema / System": at a glance, whether every way a request reaches the advisor works —
// the last lead, email, push and digest, the queue, the disks (docs/decisions/0047-failure-alerts.md).
// Polled like the other views, so a failure shows without reloading.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '../../../../common/inbox/system-status';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { useApiErrorText } from '../api-error-text';
import { formatTime } from '../format-date';
import { api } from '../inbox-api';
import { InboxNav } from '../inbox-nav';
import { useApiCall } from '../session';
import { usePolling } from '../use-polling';
import { systemRows } from './system-rows';
import './system.css';

export function SystemPage() {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [status, setStatus] = useState<SystemStatus>();
  const [failed, setFailed] = useState<string>();
  const load = useCallback(() => {
    call(() => api(INBOX_ROUTES.system)).then(
      (next) => {
        setStatus(next);
        setFailed(undefined);
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, []);
  usePolling(load);

  return (
    <div className="inbox-list">
      <InboxNav />
      <h1>{t('system.heading')}</h1>
      <p className="inbox-muted">{t('system.intro')}</p>
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
      {status && (
        <>
          <ul className="inbox-rows system-rows">
            {systemRows(status, t, i18n.language).map((row) => (
              <li key={row.id} className="inbox-card system-row" data-row={row.id}>
                <div className="system-row__head">
                  <h2 className="system-row__label">{row.label}</h2>
                  {row.tone && (
                    <span className={`inbox-badge system-badge system-badge--${row.tone}`}>
                      {t(`system.tone.${row.tone}`)}
                    </span>
                  )}
                </div>
                <p className="system-row__value">{row.value}</p>
                {row.details.map((detail) => (
                  <p key={detail} className="inbox-muted system-row__detail">
                    {detail}
                  </p>
                ))}
              </li>
            ))}
          </ul>
          <p className="inbox-muted">
            {t('system.updated', { time: formatTime(new Date(status.checkedAt), i18n.language) })}
          </p>
        </>
      )}
    </div>
  );
}
