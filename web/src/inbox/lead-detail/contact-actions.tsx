import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../../common/inbox/api';
import { whatsappChatUrl } from '../../lib/whatsapp';

/** One tap to WhatsApp (greeting in the lead's language), call or email the person. */
export function ContactActions({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation();
  const greeting = i18n.getFixedT(lead.language, 'inbox')('greeting', {
    name: lead.name?.split(' ')[0] ?? '',
    form: i18n.getFixedT(lead.language, 'forms')(`forms.${lead.formType}`),
  });
  const whatsapp = typeof lead.data.whatsapp === 'string' ? lead.data.whatsapp : lead.phone;
  return (
    <section className="inbox-card inbox-contact" aria-label={t('detail.contact')}>
      {whatsapp && (
        <a
          className="inbox-button inbox-button--whatsapp"
          href={whatsappChatUrl(whatsapp, greeting)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('detail.whatsapp')}
        </a>
      )}
      {lead.phone && (
        <a className="inbox-button inbox-button--quiet" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
          {t('detail.call')} {lead.phone}
        </a>
      )}
      {lead.email && (
        <a className="inbox-button inbox-button--quiet" href={`mailto:${lead.email}`}>
          {t('detail.email')} {lead.email}
        </a>
      )}
    </section>
  );
}
