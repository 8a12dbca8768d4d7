import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../../common/inbox/api';
import { formatDateTime } from '../format-date';

/** Where the lead came from and who moved it through which statuses. */
export function LeadHistory({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation();
  const origin = [
    [t('detail.page'), lead.pagePath],
    [t('detail.utmSource'), lead.utmSource],
    [t('detail.utmCampaign'), lead.utmCampaign],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <>
      {origin.length > 0 && (
        <section className="inbox-card">
          <h2>{t('detail.origin')}</h2>
          <dl className="inbox-fields">
            {origin.map(([label, value]) => (
              <div key={label} className="inbox-fields__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section className="inbox-card">
        <h2>{t('detail.history')}</h2>
        {lead.history.length === 0 ? (
          <p className="inbox-muted">{t('detail.noHistory')}</p>
        ) : (
          <ol className="inbox-history">
            {lead.history.map((change) => (
              <li key={change.at + change.to}>
                {t(`status.${change.from}`)} → <strong>{t(`status.${change.to}`)}</strong> ·{' '}
                {formatDateTime(change.at, i18n.language)} · {t('detail.by', { who: change.by ?? t('detail.system') })}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
