import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../../common/inbox/api';
import { messageField } from '../../../../common/forms/contact-fields';

/** The visitor's own words, first on the lead's page (the form's other answers follow below). */
export function LeadMessage({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const field = messageField(lead.data);
  if (!field) return null;
  return (
    <section className="inbox-card inbox-message" aria-labelledby="message-heading">
      <h2 id="message-heading">{t('detail.message')}</h2>
      <p className="inbox-message__text">{String(lead.data[field])}</p>
    </section>
  );
}
