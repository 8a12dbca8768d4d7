import { useTranslation } from 'react-i18next';
import type { LeadRow } from '../../../common/inbox/api';

/** "2 of 3 documents": of the papers her answers make a must, how many arrived; green once all have
 * (docs/decisions/0061-documents-from-the-request-page.md). */
export function DocumentCount({ count }: { count: NonNullable<LeadRow['documents']> }) {
  const { t } = useTranslation();
  const complete = count.received === count.needed;
  return <span className={`inbox-badge${complete ? ' inbox-badge--complete' : ''}`}>{t('list.documents', count)}</span>;
}
