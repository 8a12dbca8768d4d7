// What to do with the selected requests: a status (spam and "not spam" among them), an
// advisor to assign, or erasure after one confirmation naming the count. One call to the
// bulk endpoint, all or nothing (docs/decisions/0028-inbox-layouts-keyboard-bulk.md).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisorSummary } from '../../../../common/inbox/api';
import type { BulkAction, BulkResult } from '../../../../common/inbox/bulk-actions';
import type { LeadStatus } from '../../../../common/inbox/statuses';
import { api } from '../inbox-api';
import { useApiCall } from '../session';
import { StatusOptions } from '../status-options';
import { useApiErrorText } from '../api-error-text';

type Change = { action: 'status'; status: LeadStatus } | { action: 'assign'; assigneeId: string | null };

export function BulkBar({
  ids,
  spamTab,
  onClear,
  onDone,
}: {
  ids: string[];
  spamTab: boolean;
  onClear: () => void;
  onDone: (count: number) => void;
}) {
  const { t } = useTranslation();
  const call = useApiCall();
  const confirm = useRef<HTMLDialogElement>(null);
  const [advisors, setAdvisors] = useState<AdvisorSummary[]>([]);
  const [busy, setBusy] = useState(false);
  const errorText = useApiErrorText();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    call(() => api<AdvisorSummary[]>('/advisors')).then(setAdvisors, () => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once
  }, []);

  const run = (change: Change | { action: 'delete' }) => {
    setBusy(true);
    setFailure(undefined);
    const body: BulkAction = { ...change, ids };
    call(() => api<BulkResult>('/leads/bulk', { method: 'POST', body })).then(
      (result) => {
        setBusy(false);
        confirm.current?.close();
        onDone(result.count);
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(errorText(error));
      },
    );
  };
  const count = ids.length;
  return (
    <div className="inbox-bulk" role="region" aria-label={t('bulk.label')}>
      <p className="inbox-bulk__count">{t('bulk.selected', { count })}</p>
      <label className="inbox-field">
        <span className="visually-hidden">{t('bulk.status')}</span>
        <select
          value=""
          disabled={busy}
          onChange={(event) =>
            event.target.value && run({ action: 'status', status: event.target.value as LeadStatus })
          }
        >
          <option value="">{t('bulk.status')}</option>
          <StatusOptions />
        </select>
      </label>
      <button
        type="button"
        className="inbox-button inbox-button--quiet"
        disabled={busy}
        onClick={() => run({ action: 'status', status: spamTab ? 'NEW' : 'SPAM' })}
      >
        {t(spamTab ? 'bulk.notSpam' : 'bulk.spam')}
      </button>
      <label className="inbox-field">
        <span className="visually-hidden">{t('bulk.assign')}</span>
        <select
          value=""
          disabled={busy}
          onChange={(event) =>
            event.target.value &&
            run({ action: 'assign', assigneeId: event.target.value === '-' ? null : event.target.value })
          }
        >
          <option value="">{t('bulk.assign')}</option>
          {advisors.map((advisor) => (
            <option key={advisor.id} value={advisor.id}>
              {advisor.email}
            </option>
          ))}
          <option value="-">{t('detail.nobody')}</option>
        </select>
      </label>
      <button
        type="button"
        className="inbox-button inbox-button--danger-quiet"
        disabled={busy}
        onClick={() => confirm.current?.showModal()}
      >
        {t('bulk.delete')}
      </button>
      <button type="button" className="inbox-link-button" onClick={onClear}>
        {t('bulk.clear')}
      </button>
      {failure && (
        <p className="inbox-error" role="alert">
          {failure}
        </p>
      )}
      <dialog ref={confirm} className="inbox-dialog" aria-labelledby="bulk-delete-heading">
        <h2 id="bulk-delete-heading">{t('bulk.confirmDelete', { count })}</h2>
        <p>{t('bulk.confirmDeleteText')}</p>
        <div className="inbox-dialog__actions">
          <form method="dialog">
            <button type="submit" className="inbox-button inbox-button--quiet">
              {t('detail.cancel')}
            </button>
          </form>
          <button
            type="button"
            className="inbox-button inbox-button--danger"
            disabled={busy}
            onClick={() => run({ action: 'delete' })}
          >
            {t('bulk.confirmDeleteButton', { count })}
          </button>
        </div>
      </dialog>
    </div>
  );
}
