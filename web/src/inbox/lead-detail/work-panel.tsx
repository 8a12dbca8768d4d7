import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisorSummary, LeadDetail } from '../../../../common/inbox/api';
import type { LeadChanges } from '../../../../common/inbox/lead-changes';
import { api } from '../inbox-api';
import { useApiCall } from '../session';
import { StatusOptions } from '../status-options';

/** Status, follow-up day and assignee; each change is saved at once. */
export function WorkPanel({
  lead,
  advisors,
  onChanged,
}: {
  lead: LeadDetail;
  advisors: AdvisorSummary[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const call = useApiCall();
  const [state, setState] = useState<'saved' | 'error'>();
  const save = (changes: LeadChanges) => {
    setState(undefined);
    call(() => api(`/leads/${lead.id}`, { method: 'PATCH', body: changes })).then(
      () => {
        setState('saved');
        onChanged();
      },
      () => setState('error'),
    );
  };
  return (
    <section className="inbox-card">
      <h2>{t('detail.work')}</h2>
      {lead.status === 'SPAM' && (
        <div className="inbox-field">
          <p className="inbox-muted">{t('detail.heldAsSpam')}</p>
          <button type="button" className="inbox-button" onClick={() => save({ status: 'NEW' })}>
            {t('detail.notSpam')}
          </button>
        </div>
      )}
      <label className="inbox-field">
        <span>{t('detail.status')}</span>
        <select value={lead.status} onChange={(event) => save({ status: event.target.value as LeadDetail['status'] })}>
          <StatusOptions />
        </select>
      </label>
      <label className="inbox-field">
        <span>{t('detail.followUp')}</span>
        <input
          type="date"
          value={lead.followUpOn ?? ''}
          onChange={(event) => save({ followUpOn: event.target.value || null })}
        />
      </label>
      <label className="inbox-field">
        <span>{t('detail.assignee')}</span>
        <select value={lead.assigneeId ?? ''} onChange={(event) => save({ assigneeId: event.target.value || null })}>
          <option value="">{t('detail.nobody')}</option>
          {advisors.map((advisor) => (
            <option key={advisor.id} value={advisor.id}>
              {advisor.email}
            </option>
          ))}
        </select>
      </label>
      <p className={state === 'error' ? 'inbox-error' : 'inbox-muted'} role="status">
        {state === 'saved' ? t('detail.saved') : state === 'error' ? t('error') : '\u00a0'}
      </p>
    </section>
  );
}
