import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../../components/link';
import type { LeadRow } from '../../../../common/inbox/api';
import { formatDateTime, formatDay } from '../format-date';
import type { LeadPageState } from '../lead-page-state';

/** One request: when, who, which service, status and whether the advisor was notified. */
export function LeadRowItem({ lead }: { lead: LeadRow }) {
  const { t, i18n } = useTranslation();
  // The list's query ('?status=NEW'), handed to the lead's page as navigation state so that it links back to this list.
  const { search } = useLocation();
  return (
    <li className={`inbox-row${lead.due ? ' inbox-row--due' : ''}`} data-status={lead.status}>
      <Link
        to={`/inbox/leads/${lead.id}`}
        state={{ listSearch: search } satisfies LeadPageState}
        className="inbox-row__link"
      >
        <span className="inbox-row__name">{lead.name ?? lead.email ?? '—'}</span>
        <span className="inbox-row__service">{t(`forms:forms.${lead.formType}`)}</span>
        <time className="inbox-row__when" dateTime={lead.createdAt}>
          {formatDateTime(lead.createdAt, i18n.language)}
        </time>
        <span className="inbox-row__badges">
          <span className="inbox-badge inbox-badge--ref">{lead.reference}</span>
          <span className={`inbox-badge inbox-badge--${lead.status.toLowerCase()}`}>{t(`status.${lead.status}`)}</span>
          <span className="inbox-badge inbox-badge--lang">{lead.language.toUpperCase()}</span>
          <span
            className={`inbox-badge${lead.notificationState === 'FAILED' || lead.notificationState === 'RETRYING' ? ' inbox-badge--warn' : ''}`}
          >
            {t(`notification.${lead.notificationState}`)}
          </span>
          {lead.due && lead.followUpOn && (
            <span className="inbox-badge inbox-badge--due">
              {t('list.due')} · {formatDay(lead.followUpOn, i18n.language)}
            </span>
          )}
          {lead.assignee && <span className="inbox-badge">{lead.assignee}</span>}
        </span>
      </Link>
    </li>
  );
}
