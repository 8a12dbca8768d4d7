import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, type LeadStatus } from '../../../../common/inbox/statuses';

type StatusCounts = Record<LeadStatus, number>;

/** One button per status with its count; the chosen one filters the list. */
export function StatusTabs({
  counts,
  active,
  onChoose,
}: {
  counts: StatusCounts;
  active: string;
  onChoose: (status: string) => void;
}) {
  const { t } = useTranslation();
  // "All" leaves spam out, as the list under it does.
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0) - counts.SPAM;
  const tabs = [
    { value: '', label: t('list.allStatuses'), count: total },
    ...LEAD_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`), count: counts[status] })),
  ];
  return (
    <nav className="inbox-tabs" aria-label={t('filters.status')}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          className="inbox-tab"
          aria-pressed={active === tab.value}
          data-status={tab.value || 'ALL'}
          onClick={() => onChoose(tab.value)}
        >
          {tab.label} <span className="inbox-tab__count">{tab.count}</span>
        </button>
      ))}
    </nav>
  );
}
