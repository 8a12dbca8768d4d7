import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, type LeadStatus } from '../../../../common/inbox/statuses';

type StatusCounts = Record<LeadStatus, number>;

/**
 * One button per status with its count; the chosen one filters the list. On a narrow screen
 * the row scrolls sideways, and a fade at the edge with more tabs behind it says so (inbox.css).
 */
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
  const row = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () =>
      setMore({
        start: element.scrollLeft > 1,
        end: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, []);
  useEffect(() => {
    row.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  // "All" leaves spam and leads held to review out, as the list under it does.
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0) - counts.SPAM - counts.REVIEW;
  const tabs = [
    { value: '', label: t('list.allStatuses'), count: total },
    ...LEAD_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`), count: counts[status] })),
  ];
  return (
    <nav
      ref={row}
      className="inbox-tabs"
      aria-label={t('list.statusTabs')}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
    >
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
