// What to do with the selected requests (chosen ones, or every one matching the filter): a
// status (spam and "not spam" among them), an advisor to assign, or erasure after one
// confirmation naming the count; on every lead matching the filter, each action is confirmed
// with the count first. One call to the bulk endpoint, all or nothing
// (docs/decisions/0028-inbox-layouts-keyboard-bulk.md).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisorSummary } from '../../../../common/inbox/api';
import type { BulkRequest, BulkTarget } from '../../../../common/inbox/bulk-actions';
import type { LeadStatus } from '../../../../common/inbox/statuses';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';
import { useApiCall } from '../session';
import { StatusOptions } from '../status-options';
import { useApiErrorText } from '../api-error-text';

type Change = { action: 'status'; status: LeadStatus } | { action: 'assign'; assigneeId: string | null };

export function BulkBar({
  target,
  spamTab,
  onClear,
  onDone,
}: {
  target: BulkTarget;
  spamTab: boolean;
  onClear: () => void;
  onDone: (count: number) => void;
}) {
  const { t } = useTranslation();
  const call = useApiCall();
  const confirm = useRef<HTMLDialogElement>(null);
  const confirmAll = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<Change>();
  const [advisors, setAdvisors] = useState<AdvisorSummary[]>([]);
  const [busy, setBusy] = useState(false);
  const errorText = useApiErrorText();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    call(() => api(INBOX_ROUTES.advisors)).then(setAdvisors, () => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once
  }, []);

  const send = (change: Change | { action: 'delete' }) => {
    setBusy(true);
    setFailure(undefined);
    const body: BulkRequest = { ...change, ...target };
    call(() => api(INBOX_ROUTES.bulk, { body })).then(
      (result) => {
        setBusy(false);
        confirm.current?.close();
        confirmAll.current?.close();
        onDone(result.count);
      },
      (error: unknown) => {
        setBusy(false);
        confirmAll.current?.close();
        setFailure(errorText(error));
      },
    );
  };
  const matching = 'matching' in target;
  const count = matching ? target.matching.count : target.ids.length;
  /** On every lead matching the filter, a change waits for a confirmation that names the count. */
  const run = (change: Change) => {
    if (!matching) return send(change);
    setPending(change);
    confirmAll.current?.showModal();
  };
  return (
    <div className="inbox-bulk" role="region" aria-label={t('bulk.label')}>
      <p className="inbox-bulk__count">{t(matching ? 'bulk.allMatching' : 'bulk.selected', { count })}</p>
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
      <ConfirmDialog
        dialog={confirm}
        id="bulk-delete-heading"
        heading={t('bulk.confirmDelete', { count })}
        text={t('bulk.confirmDeleteText')}
        confirm={t('bulk.confirmDeleteButton', { count })}
        danger
        disabled={busy}
        onConfirm={() => send({ action: 'delete' })}
      />
      <ConfirmDialog
        dialog={confirmAll}
        id="bulk-all-heading"
        heading={t('bulk.confirmAll', { count })}
        confirm={t('bulk.confirmAllButton', { count })}
        disabled={busy || !pending}
        onConfirm={() => pending && send(pending)}
      />
    </div>
  );
}

/** A question before a bulk action, naming how many requests it reaches; Cancel closes it. */
function ConfirmDialog({
  dialog,
  id,
  heading,
  text,
  confirm,
  danger = false,
  disabled,
  onConfirm,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  id: string;
  heading: string;
  text?: string;
  confirm: string;
  danger?: boolean;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <dialog ref={dialog} className="inbox-dialog" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {text && <p>{text}</p>}
      <div className="inbox-dialog__actions">
        <form method="dialog">
          <button type="submit" className="inbox-button inbox-button--quiet">
            {t('detail.cancel')}
          </button>
        </form>
        <button
          type="button"
          className={`inbox-button${danger ? ' inbox-button--danger' : ''}`}
          disabled={disabled}
          onClick={onConfirm}
        >
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
