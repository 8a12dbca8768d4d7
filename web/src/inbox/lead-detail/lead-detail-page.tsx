// One request, everything about it on one page (a column on a phone, two on a laptop):
// contact actions first, then working it, the form's data, documents, notes, history,
// origin and the privacy actions.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Link } from '../../components/link';
import type { AdvisorSummary, LeadChangeResult, LeadDetail, LeadNoteEntry } from '../../../../common/inbox/api';
import { formatDateTime } from '../format-date';
import { api, ApiError } from '../inbox-api';
import type { LeadPageState } from '../lead-page-state';
import { useApiCall } from '../session';
import { ContactActions } from './contact-actions';
import { LeadFields } from './lead-fields';
import { LeadFiles } from './lead-files';
import { LeadHistory } from './lead-history';
import { NotesPanel } from './notes-panel';
import { PrivacyPanel } from './privacy-panel';
import { RelatedLeads } from './related-leads';
import { WorkPanel } from './work-panel';

export function LeadDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const listSearch = (useLocation().state as LeadPageState | null)?.listSearch ?? '';
  const call = useApiCall();
  const [lead, setLead] = useState<LeadDetail>();
  const [advisors, setAdvisors] = useState<AdvisorSummary[]>([]);
  const [problem, setProblem] = useState<'notFound' | 'error'>();

  const reload = useCallback(() => {
    call(() => api<LeadDetail>(`/leads/${encodeURIComponent(id)}`)).then(setLead, (error: unknown) =>
      setProblem(error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'notFound' : 'error'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session; the id alone decides when to load again
  }, [id]);
  useEffect(reload, [reload]);
  // A change or a note answers what it wrote; the page takes it in without opening the lead
  // again (opening is what the audit log records as a view).
  const changed = ({ lead: row, statusChange }: LeadChangeResult) =>
    setLead(
      (current) =>
        current && { ...current, ...row, history: statusChange ? [...current.history, statusChange] : current.history },
    );
  const noted = (note: LeadNoteEntry) =>
    setLead((current) => current && { ...current, notes: [note, ...current.notes] });
  useEffect(() => {
    call(() => api<AdvisorSummary[]>('/advisors')).then(setAdvisors, () => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, []);

  const back = (
    <Link to={`/inbox${listSearch}`} className="inbox-back">
      ← {t('detail.back')}
    </Link>
  );
  if (problem) {
    return (
      <div className="inbox-detail">
        {back}
        <p className="inbox-error" role="alert">
          {t(problem === 'notFound' ? 'detail.notFound' : 'error')}
        </p>
      </div>
    );
  }
  if (!lead) return <div className="inbox-detail">{back}</div>;

  return (
    <div className="inbox-detail">
      {back}
      <header className="inbox-detail__head">
        <h1>{lead.name ?? lead.email ?? '—'}</h1>
        <p className="inbox-muted">
          <span className="inbox-detail__ref">{lead.reference}</span> · {t(`forms:forms.${lead.formType}`)} ·{' '}
          {t('detail.received')} {formatDateTime(lead.createdAt, i18n.language)} · {t(`languages.${lead.language}`)} ·{' '}
          {t(`notification.${lead.notificationState}`)}
        </p>
      </header>
      <div className="inbox-detail__columns">
        <div className="inbox-detail__side">
          <ContactActions lead={lead} onChanged={changed} />
          <RelatedLeads lead={lead} />
          <WorkPanel lead={lead} advisors={advisors} onChanged={changed} />
          <NotesPanel lead={lead} onAdded={noted} />
        </div>
        <div className="inbox-detail__main">
          <LeadFields lead={lead} />
          <LeadFiles lead={lead} />
          <LeadHistory lead={lead} />
          <PrivacyPanel lead={lead} />
        </div>
      </div>
    </div>
  );
}
