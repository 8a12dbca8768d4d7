import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { LeadDetail } from '../../../../common/inbox/api';
import { formatDateTime } from '../format-date';
import { useServiceName } from '../service-names';

/** How many of the person's other requests show before "see all": the latest, newest first. */
const SHOWN = 5;

/** The same person's other requests (same email or phone), each a link to its page, named as the site names the service. */
export function RelatedLeads({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation();
  const serviceName = useServiceName();
  const [all, setAll] = useState(false);
  if (lead.related.length === 0) return null;
  const shown = all ? lead.related : lead.related.slice(0, SHOWN);
  return (
    <section className="inbox-card" aria-labelledby="related-heading">
      <h2 id="related-heading">{t('detail.related', { count: lead.related.length })}</h2>
      <ul className="inbox-related">
        {shown.map((other) => (
          <li key={other.id}>
            <Link to={`/inbox/leads/${other.id}`}>{serviceName(other.formType)}</Link>{' '}
            <span className="inbox-muted">
              {formatDateTime(other.createdAt, i18n.language)} · {t(`status.${other.status}`)}
            </span>
          </li>
        ))}
      </ul>
      {shown.length < lead.related.length && (
        <button type="button" className="inbox-link-button" onClick={() => setAll(true)}>
          {t('detail.seeAllRelated', { count: lead.related.length })}
        </button>
      )}
    </section>
  );
}
