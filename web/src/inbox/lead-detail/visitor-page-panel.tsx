// Her request page as the advisor sees it on the lead (docs/decisions/0062-visitor-reminders-and-revoked-links.md):
// how many of her private links still open it and when it was last opened, the reminders sent to
// her, and two actions: stop the reminders, and revoke every link after a confirmation.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import type { VisitorPageState } from '../../../../common/inbox/visitor-page';
import { useApiErrorText } from '../api-error-text';
import { formatDateTime } from '../format-date';
import { api } from '../inbox-api';
import { useApiCall } from '../session';

export function VisitorPagePanel({ leadId }: { leadId: string }) {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [state, setState] = useState<VisitorPageState>();
  const [confirming, setConfirming] = useState(false);
  const [told, setTold] = useState<string>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    // The rest of the lead's page says when the inbox cannot be reached.
    call(() => api(INBOX_ROUTES.visitorPage, { params: { id: leadId } })).then(setState, () => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, [leadId]);
  if (!state) return null;

  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const act = (
    route: typeof INBOX_ROUTES.revokeVisitorLinks | typeof INBOX_ROUTES.stopVisitorReminders,
    done: string,
  ) =>
    call(() => api(route, { params: { id: leadId } })).then(
      (next) => {
        setState(next);
        setConfirming(false);
        setFailed(undefined);
        setTold(done);
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );
  const { reminders } = state;
  const reminderState = reminders.stoppedAt
    ? t(`visitorPage.stopped.${reminders.stoppedBy ?? 'visitor'}`, { when: when(reminders.stoppedAt) })
    : t(reminders.running ? 'visitorPage.running' : 'visitorPage.idle');
  return (
    <section className="inbox-card inbox-visitor-page" aria-labelledby="visitor-page" data-testid="visitor-page">
      <h2 id="visitor-page">{t('visitorPage.heading')}</h2>
      <p>
        {state.liveLinks > 0 ? t('visitorPage.links', { count: state.liveLinks }) : t('visitorPage.noLinks')}
        {state.lastOpenedAt && ` · ${t('visitorPage.lastOpened', { when: when(state.lastOpenedAt) })}`}
      </p>
      {state.revokedAt && <p className="inbox-muted">{t('visitorPage.revokedAt', { when: when(state.revokedAt) })}</p>}
      <h3>{t('visitorPage.reminders')}</h3>
      {reminders.sent.length > 0 && (
        <ul className="inbox-visitor-page__sent">
          {reminders.sent.map((reminder) => (
            <li key={reminder.at}>{t('visitorPage.sent', { day: reminder.day, when: when(reminder.at) })}</li>
          ))}
        </ul>
      )}
      <p className="inbox-muted">{reminderState}</p>
      <div className="inbox-visitor-page__actions">
        {reminders.running && !reminders.stoppedAt && (
          <button
            type="button"
            className="inbox-button inbox-button--quiet"
            onClick={() => void act(INBOX_ROUTES.stopVisitorReminders, t('visitorPage.stoppedNow'))}
          >
            {t('visitorPage.stop')}
          </button>
        )}
        {confirming ? (
          <div className="inbox-confirm" role="alertdialog" aria-labelledby="confirm-revoke">
            <p id="confirm-revoke">{t('visitorPage.confirmRevoke')}</p>
            <button
              type="button"
              className="inbox-button inbox-button--danger"
              onClick={() => void act(INBOX_ROUTES.revokeVisitorLinks, t('visitorPage.revoked'))}
            >
              {t('visitorPage.confirm')}
            </button>
            <button type="button" className="inbox-button inbox-button--quiet" onClick={() => setConfirming(false)}>
              {t('detail.cancel')}
            </button>
          </div>
        ) : (
          state.liveLinks > 0 && (
            <button
              type="button"
              className="inbox-button inbox-button--danger-quiet"
              onClick={() => {
                setTold(undefined);
                setConfirming(true);
              }}
            >
              {t('visitorPage.revoke')}
            </button>
          )
        )}
      </div>
      <p className="inbox-muted" role="status">
        {told ?? '\u00a0'}
      </p>
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
