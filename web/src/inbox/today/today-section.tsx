import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadListRow } from '../../../../common/inbox/api';
import { LeadRowItem } from '../lead-list/lead-row-item';

/** One group of Today: a heading with its count, and its leads, each row with what the group adds to it. */
export type TodaySectionProps<Row extends LeadListRow> = {
  id: string;
  heading: string;
  rows: Row[];
  /** A line under the row, e.g. when the promised reply is due. */
  detail?: (row: Row) => ReactNode;
};

export function TodaySection<Row extends LeadListRow>({ id, heading, rows, detail }: TodaySectionProps<Row>) {
  const { t } = useTranslation();
  return (
    <section className="inbox-today__section" aria-labelledby={id}>
      <h2 id={id}>
        {heading} <span className="inbox-badge">{rows.length}</span>
      </h2>
      {rows.length === 0 ? (
        <p className="inbox-muted">{t('today.none')}</p>
      ) : (
        <ul className="inbox-rows">
          {rows.map((lead) => (
            <LeadRowItem key={lead.id} lead={lead} back="/today">
              {detail?.(lead)}
            </LeadRowItem>
          ))}
        </ul>
      )}
    </section>
  );
}
