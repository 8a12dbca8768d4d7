import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch } from 'react-router';
import { Link } from '../../components/link';
import type { LeadListRow } from '../../../../common/inbox/api';
import { formatDateTime, formatDay } from '../format-date';
import { formatAge } from '../format-age';
import { formatCallStart } from '../calendar/format-call';
import type { LeadPageState } from '../lead-page-state';
import { useServiceName } from '../service-names';
import { DocumentCount } from '../document-count';

const DELIVERY_PROBLEMS = new Set(['FAILED', 'RETRYING']);

/**
 * One request, what the advisor needs to decide: who, which service (as the site names it),
 * their phone, the first words of their message, how long ago, status and follow-up. Delivery
 * of the notification shows only when it failed. A checkbox selects it for bulk actions.
 */
export function LeadRowItem({
  lead,
  back,
  selected,
  onSelect,
  children,
}: {
  lead: LeadListRow;
  back?: string;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  /** What a view adds under the row (Today: when the promised reply is due). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const serviceName = useServiceName();
  // The list's query ('?status=NEW'), handed to the lead's page as navigation state so that it links back to this list;
  // `back` instead when the row is on another view ('/today' for /inbox/today). The query stays in the lead's
  // address too, so the list beside it (list-layout.tsx) keeps its filters.
  const { search } = useLocation();
  const open = useMatch('/inbox/leads/:id')?.params.id === lead.id;
  const name = lead.name ?? lead.email ?? '—';
  return (
    <li className={`inbox-row${lead.due ? ' inbox-row--due' : ''}`} data-status={lead.status} data-id={lead.id}>
      {onSelect && (
        <input
          type="checkbox"
          className="inbox-row__check"
          checked={selected ?? false}
          aria-label={t('bulk.selectOne', { name })}
          onChange={(event) => onSelect(event.target.checked)}
        />
      )}
      <Link
        to={`/inbox/leads/${lead.id}${back ? '' : search}`}
        state={{ listSearch: back ?? search } satisfies LeadPageState}
        className="inbox-row__link"
        aria-current={open ? 'page' : undefined}
      >
        <span className="inbox-row__name">{name}</span>
        <time
          className="inbox-row__when"
          dateTime={lead.createdAt}
          title={formatDateTime(lead.createdAt, i18n.language)}
        >
          {formatAge(lead.createdAt, i18n.language)}
        </time>
        <span className="inbox-row__service">
          {serviceName(lead.formType)}
          {lead.phone && <span className="inbox-row__phone"> · {lead.phone}</span>}
        </span>
        {lead.preview && <span className="inbox-row__preview">{lead.preview}</span>}
        {children}
        <span className="inbox-row__badges">
          <span className={`inbox-badge inbox-badge--${lead.status.toLowerCase()}`}>{t(`status.${lead.status}`)}</span>
          {lead.bookingAt && (
            <span className="inbox-badge inbox-badge--call">
              {t('list.booking', { when: formatCallStart(lead.bookingAt, i18n.language) })}
            </span>
          )}
          {lead.documents && <DocumentCount count={lead.documents} />}
          {lead.due && lead.followUpOn && (
            <span className="inbox-badge inbox-badge--due">
              {t('list.due')} · {formatDay(lead.followUpOn, i18n.language)}
            </span>
          )}
          {DELIVERY_PROBLEMS.has(lead.notificationState) && (
            <span className="inbox-badge inbox-badge--warn">{t(`notification.${lead.notificationState}`)}</span>
          )}
          <span className="inbox-badge inbox-badge--ref">{lead.reference}</span>
          <span className="inbox-badge inbox-badge--lang">{lead.language.toUpperCase()}</span>
          {lead.assignee && <span className="inbox-badge">{lead.assignee}</span>}
        </span>
      </Link>
    </li>
  );
}
