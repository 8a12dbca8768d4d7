// One request, everything about it on one page (a column on a phone, two on a laptop): the
// visitor's message and the contact actions first, then the person's other requests, working
// it, notes, the form's data, documents, history, origin and the privacy actions.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Link } from '../../components/link';
import type { AdvisorSummary, LeadChangeResult, LeadDetail, LeadNoteEntry } from '../../../../common/inbox/api';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { formatDateTime } from '../format-date';
import { api, ApiError } from '../inbox-api';
import { KEYS, STATUS_KEYS } from '../keyboard/shortcut-keys';
import { useShortcuts } from '../keyboard/use-shortcuts';
import type { LeadPageState } from '../lead-page-state';
import { useRefreshList } from '../lead-list/list-layout';
import { useServiceName } from '../service-names';
import { useApiCall } from '../session';
import { BookingPanel } from './booking-panel';
import { ContactActions } from './contact-actions';
import { LeadFields } from './lead-fields';
import { LeadFiles } from './lead-files';
import { LeadHistory } from './lead-history';
import { LeadMessage } from './lead-message';
import { NotesPanel } from './notes-panel';
import { PrivacyPanel } from './privacy-panel';
import { RelatedLeads } from './related-leads';
import { VisitorPagePanel } from './visitor-page-panel';
import { WorkPanel } from './work-panel';
import { useApiErrorText } from '../api-error-text';
import { useLatestAnswer } from '../use-latest-answer';

export function LeadDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const listSearch = (useLocation().state as LeadPageState | null)?.listSearch ?? '';
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [lead, setLead] = useState<LeadDetail>();
  const [advisors, setAdvisors] = useState<AdvisorSummary[]>([]);
  const [problem, setProblem] = useState<'notFound' | 'error'>();
  const [keyFailure, setKeyFailure] = useState<string>();
  const serviceName = useServiceName();
  const refreshList = useRefreshList();
  const heading = useRef<HTMLHeadingElement>(null);

  // The lead opened last is the one shown, however the answers arrive (another row clicked meanwhile).
  const latest = useLatestAnswer();
  const load = useCallback(() => {
    latest(call(() => api(INBOX_ROUTES.lead, { params: { id } }))).then(setLead, (error: unknown) =>
      setProblem(error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'notFound' : 'error'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session; the id alone decides when to load again
  }, [id]);
  useEffect(load, [load]);
  // A change or a note answers what it wrote; the page takes it in without opening the lead
  // again (opening is what the audit log records as a view), and the list beside it
  // (list-layout.tsx) shows the changed row.
  const changed = ({ lead: row, statusChange }: LeadChangeResult) => {
    setLead(
      (current) =>
        current && { ...current, ...row, history: statusChange ? [...current.history, statusChange] : current.history },
    );
    refreshList();
  };
  const accepted = (fileId: string, documents: LeadDetail['documents']) => {
    setLead(
      (current) =>
        current && {
          ...current,
          documents,
          files: current.files.map((file) => (file.id === fileId ? { ...file, held: false } : file)),
        },
    );
    refreshList();
  };
  const noted = (note: LeadNoteEntry) =>
    setLead((current) => current && { ...current, notes: [note, ...current.notes] });
  // Opening a lead moves focus to its name, so a screen reader says which lead opened and
  // the keyboard starts from there.
  const loadedId = lead?.id;
  useEffect(() => {
    if (loadedId) heading.current?.focus();
  }, [loadedId]);
  // 1–6 set the status, n goes to the note (keyboard/shortcut-keys.ts).
  const setStatus = (status: LeadDetail['status']) =>
    call(() => api(INBOX_ROUTES.changeLead, { params: { id }, body: { status } })).then(
      (result) => {
        setKeyFailure(undefined);
        changed(result);
      },
      (error: unknown) => setKeyFailure(errorText(error)),
    );
  useShortcuts({
    ...Object.fromEntries(STATUS_KEYS.map(([key, status]) => [key, () => lead && setStatus(status)])),
    [KEYS.note]: () => document.getElementById('lead-note')?.focus(),
  });
  useEffect(() => {
    call(() => api(INBOX_ROUTES.advisors)).then(setAdvisors, () => {});
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
        <h1 ref={heading} tabIndex={-1}>
          {lead.name ?? lead.email ?? '—'}
        </h1>
        <p className="inbox-muted">
          <span className="inbox-detail__ref">{lead.reference}</span> · {serviceName(lead.formType)} ·{' '}
          {t('detail.received')} {formatDateTime(lead.createdAt, i18n.language)} · {t(`languages.${lead.language}`)} ·{' '}
          {t(`notification.${lead.notificationState}`)}
        </p>
        {keyFailure && (
          <p className="inbox-error" role="alert">
            {keyFailure}
          </p>
        )}
      </header>
      <div className="inbox-detail__columns">
        <div className="inbox-detail__side">
          <LeadMessage lead={lead} />
          <ContactActions lead={lead} onChanged={changed} />
          <BookingPanel key={lead.id} leadId={lead.id} onChanged={refreshList} />
          <RelatedLeads lead={lead} />
          <WorkPanel lead={lead} advisors={advisors} onChanged={changed} />
          <NotesPanel lead={lead} onAdded={noted} />
          <VisitorPagePanel key={lead.id} leadId={lead.id} />
        </div>
        <div className="inbox-detail__main">
          <LeadFields lead={lead} />
          <LeadFiles lead={lead} onAccepted={accepted} />
          <LeadHistory lead={lead} />
          <PrivacyPanel lead={lead} />
        </div>
      </div>
    </div>
  );
}
