import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvisorSummary, LeadChangeResult, LeadDetail } from '../../../../common/inbox/api';
import type { LeadChanges } from '../../../../common/inbox/lead-changes';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';
import { useApiErrorText } from '../api-error-text';
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
  onChanged: (result: LeadChangeResult) => void;
}) {
  const { t } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  /** 'saved', or why saving failed in the advisor's language. */
  const [state, setState] = useState<'saved' | { error: string }>();
  const save = (changes: LeadChanges) => {
    setState(undefined);
    call(() => api(INBOX_ROUTES.changeLead, { params: { id: lead.id }, body: changes })).then(
      (result) => {
        setState('saved');
        onChanged(result);
      },
      (failure: unknown) => setState({ error: errorText(failure) }),
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
      <p className={typeof state === 'object' ? 'inbox-error' : 'inbox-muted'} role="status">
        {state === 'saved' ? t('detail.saved') : typeof state === 'object' ? state.error : '\u00a0'}
      </p>
    </section>
  );
}
