import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LeadDetail } from '../../../../common/inbox/api';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api, apiUrl } from '../inbox-api';
import { useApiErrorText } from '../api-error-text';
import { useApiCall } from '../session';

/** Access request (the lead's data as JSON) and erasure, after a confirmation. */
export function PrivacyPanel({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const call = useApiCall();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const errorText = useApiErrorText();
  const [failed, setFailed] = useState<string>();
  const erase = () =>
    call(() => api(INBOX_ROUTES.eraseLead, { params: { id: lead.id } })).then(
      () => navigate('/inbox', { replace: true }),
      (failure: unknown) => setFailed(errorText(failure)),
    );
  return (
    <section className="inbox-card inbox-privacy">
      <h2>{t('detail.privacy')}</h2>
      <a
        className="inbox-button inbox-button--quiet"
        href={apiUrl(INBOX_ROUTES.exportLead, { params: { id: lead.id } })}
        download
      >
        {t('detail.exportJson')}
      </a>
      {confirming ? (
        <div className="inbox-confirm" role="alertdialog" aria-labelledby="confirm-delete">
          <p id="confirm-delete">{t('detail.confirmDelete')}</p>
          <button type="button" className="inbox-button inbox-button--danger" onClick={() => void erase()}>
            {t('detail.confirm')}
          </button>
          <button type="button" className="inbox-button inbox-button--quiet" onClick={() => setConfirming(false)}>
            {t('detail.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="inbox-button inbox-button--danger-quiet" onClick={() => setConfirming(true)}>
          {t('detail.delete')}
        </button>
      )}
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
