import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { LeadDetail } from '../../../../common/inbox/api';
import { formatDateTime } from '../format-date';

/** The same person's other requests (same email or phone), each a link to its page. */
export function RelatedLeads({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation();
  if (lead.related.length === 0) return null;
  return (
    <section className="inbox-card" aria-labelledby="related-heading">
      <h2 id="related-heading">{t('detail.related', { count: lead.related.length })}</h2>
      <ul className="inbox-related">
        {lead.related.map((other) => (
          <li key={other.id}>
            <Link to={`/inbox/leads/${other.id}`}>{t(`forms:forms.${other.formType}`)}</Link>{' '}
            <span className="inbox-muted">
              {formatDateTime(other.createdAt, i18n.language)} · {t(`status.${other.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
