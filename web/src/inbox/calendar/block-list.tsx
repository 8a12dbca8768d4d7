// The blocks not yet over, each with its days or hours, its note, and a way to remove it.
import { useTranslation } from 'react-i18next';
import type { CalendarBlockEntry } from '../../../../common/inbox/calendar';
import { formatDays, formatRange } from './format-call';

export function BlockList({
  blocks,
  onRemove,
}: {
  blocks: CalendarBlockEntry[];
  onRemove: (block: CalendarBlockEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  if (blocks.length === 0) return <p className="inbox-muted">{t('calendar.noBlocks')}</p>;
  return (
    <ul className="inbox-rows">
      {blocks.map((block) => {
        const when = block.wholeDays
          ? formatDays(block.startsAt, block.endsAt, i18n.language)
          : formatRange(block.startsAt, block.endsAt, i18n.language);
        return (
          <li key={block.id} className="inbox-card inbox-calendar-item" data-id={block.id}>
            <div>
              <strong>{when}</strong>
              {block.note && <p className="inbox-muted">{block.note}</p>}
            </div>
            <button
              type="button"
              className="inbox-button inbox-button--danger-quiet"
              aria-label={t('calendar.removeLabel', { when })}
              onClick={() => onRemove(block)}
            >
              {t('calendar.remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
