import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadChangeResult, LeadDetail } from '../../../../common/inbox/api';
import { mailtoUrl } from '../../../../common/contact-links';
import { whatsappNumber } from '../../../../common/forms/contact-fields';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { whatsappChatUrl } from '../../lib/whatsapp';
import { formatDateTime } from '../format-date';
import { api } from '../inbox-api';
import { useApiErrorText } from '../api-error-text';
import { useApiCall } from '../session';

/**
 * One tap to WhatsApp or email with the firm's reply for the service (config/reply-templates.yaml),
 * or to call; after WhatsApp or email, one more tap marks the lead contacted, recorded in its
 * history like any status change. A reply started from the advisor's email or a push (recorded
 * by the server, never as contacted) offers the same tap when she opens the lead.
 */
export function ContactActions({
  lead,
  onChanged,
}: {
  lead: LeadDetail;
  onChanged: (result: LeadChangeResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const [replied, setReplied] = useState(false);
  const errorText = useApiErrorText();
  const [failed, setFailed] = useState<string>();
  const whatsapp = whatsappNumber(lead.data, lead.phone);
  const offerMark = () => setReplied(lead.status === 'NEW');
  const started = lead.status === 'NEW' && lead.replyStartedAt && lead.replyStartedVia;
  const markContacted = () =>
    call(() => api(INBOX_ROUTES.changeLead, { params: { id: lead.id }, body: { status: 'CONTACTED' } })).then(
      (result) => {
        setReplied(false);
        onChanged(result);
      },
      (failure: unknown) => setFailed(errorText(failure)),
    );
  return (
    <section className="inbox-card inbox-contact" aria-label={t('detail.contact')}>
      {whatsapp && (
        <a
          className="inbox-button inbox-button--whatsapp"
          href={whatsappChatUrl(whatsapp, lead.reply.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={offerMark}
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
        <a
          className="inbox-button inbox-button--quiet"
          href={mailtoUrl(lead.email, lead.reply.emailSubject, lead.reply.emailBody)}
          onClick={offerMark}
        >
          {t('detail.email')} {lead.email}
        </a>
      )}
      {(replied || started) && (
        <div className="inbox-mark" role="group" aria-label={t('detail.replied')}>
          <p>
            {!replied && lead.replyStartedAt && lead.replyStartedVia
              ? t('detail.replyStarted', {
                  via: t(`replyVia.${lead.replyStartedVia}`),
                  when: formatDateTime(lead.replyStartedAt, i18n.language),
                })
              : t('detail.replied')}
          </p>
          <button type="button" className="inbox-button" onClick={() => void markContacted()}>
            {t('detail.markContacted')}
          </button>
        </div>
      )}
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
