import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, type LeadStatus } from '../../../../common/inbox/statuses';

/**
 * Where a search's results are, status by status ("2 en Spam"), each a chip that shows them:
 * the status tabs scroll sideways on a phone, so a result under Spam would be out of sight.
 * The search itself looks across every status (server/leads/lead-query.ts).
 */
export function SearchPlaces({
  counts,
  active,
  onChoose,
}: {
  counts: Record<LeadStatus, number>;
  active: string;
  onChoose: (status: string) => void;
}) {
  const { t } = useTranslation();
  const places = LEAD_STATUSES.filter((status) => counts[status] > 0);
  if (places.length === 0) return null;
  return (
    <div className="inbox-places" role="group" aria-label={t('list.foundIn')}>
      {places.map((status) => (
        <button
          key={status}
          type="button"
          className="inbox-place"
          aria-pressed={active === status}
          data-status={status}
          onClick={() => onChoose(active === status ? '' : status)}
        >
          {t('list.foundUnder', { count: counts[status], status: t(`status.${status}`) })}
        </button>
      ))}
    </div>
  );
}
