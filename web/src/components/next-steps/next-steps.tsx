// The "what happens next" block of every form's confirmation (docs/decisions/0027-what-happens-next.md):
// the reference, the service as the site names it, the firm's next step and the day it replies
// by, the price, the documents received and those still to have ready given her answers
// (docs/decisions/0051-service-catalogue.md), and a WhatsApp chat that carries the reference.
// Its texts (namespace next-steps) are the confirmation email's too. A request held to be checked
// by hand (docs/decisions/0043-to-review.md) says so first, promises no reply time, and offers
// WhatsApp and email for what cannot wait.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS } from '../../../../common/business';
import { upperFirst } from '../../../../common/format';
import type { FormKey } from '../../../../common/forms/registry';
import { nextSteps } from '../../../../common/next-steps';
import { serviceNameKey } from '../../../../common/services/catalogue';
import { requestPagePath } from '../../../../common/visitor-links';
import { useLanguage } from '../../lib/language';
import type { SentFile } from '../../lib/use-lead-form';
import { WhatsAppLink } from '../outbound-links';
import './next-steps.css';

export type NextStepsProps = {
  form: FormKey;
  reference: string;
  /** The heading's level inside the form's confirmation. */
  heading?: 'h2' | 'h3';
  /** The WhatsApp button's label where the page has its own (the housing thank-you screen). */
  whatsappLabel?: string;
  /** More buttons beside WhatsApp (the housing screen's call booking). */
  actions?: ReactNode;
  /** The answers sent: which documents apply. */
  answers?: Readonly<Record<string, unknown>>;
  /** The documents sent with the request: stored with it, all of them (a refused document refuses the request). */
  files?: readonly SentFile[];
  /** Stored, but held to be checked by hand before anything is sent. */
  review?: boolean;
  /** Opens her own request page (common/visitor-links.ts): a plain link, the page is the server's. */
  visitorToken?: string;
};

export default function NextSteps({
  form,
  reference,
  heading: Heading = 'h3',
  whatsappLabel,
  actions,
  answers = {},
  files = [],
  review,
  visitorToken,
}: NextStepsProps) {
  const { t } = useTranslation(['next-steps', 'services', 'documents']);
  const { lang } = useLanguage();
  // The moment the request was stored, give or take the answer's trip: the promise counts from it.
  const [receivedAt] = useState(() => new Date());
  const steps = nextSteps({ form, reference, receivedAt, answers, files }, lang, true);
  const documentName = (label: (typeof steps.needed)[number]['label']) => upperFirst(t(`documents:${label}`), lang);

  return (
    <section className="next-steps" aria-labelledby="next-steps-title" data-testid="next-steps">
      <Heading id="next-steps-title" className="next-steps__title">
        {t('title')}
      </Heading>
      {review && (
        <p className="next-steps__review" role="note">
          {t('review.text')} {t('review.urgent')}{' '}
          <a href={`mailto:${BUSINESS.email}?subject=${encodeURIComponent(reference)}`}>{BUSINESS.email}</a>
        </p>
      )}
      <dl className="next-steps__facts">
        <div className="next-steps__fact next-steps__fact--reference">
          <dt>{t('reference')}</dt>
          <dd>
            <strong className="next-steps__reference">{reference}</strong>
            <span className="next-steps__hint">{t('referenceHint')}</span>
          </dd>
        </div>
        {steps.service && (
          <div className="next-steps__fact">
            <dt>{t('service')}</dt>
            <dd>{t(`services:${serviceNameKey(steps.service)}`)}</dd>
          </div>
        )}
        <div className="next-steps__fact">
          <dt>{t('nextStep')}</dt>
          <dd>{t(steps.step.key, steps.step.params)}</dd>
        </div>
        {!review && (
          <div className="next-steps__fact">
            <dt>{t('when')}</dt>
            <dd>
              <strong>
                {t(steps.when.key, steps.when.params)} ({t('reply.timeZone')})
              </strong>
              <span className="next-steps__hint">{t(steps.rule.key, steps.rule.params)}</span>
            </dd>
          </div>
        )}
        {steps.price && (
          <div className="next-steps__fact">
            <dt>{t('price')}</dt>
            <dd>{t(steps.price.key, steps.price.params)}</dd>
          </div>
        )}
        {steps.received.length > 0 && (
          <div className="next-steps__fact" data-testid="documents-received">
            <dt>{t('received')}</dt>
            <dd>
              <ul className="next-steps__documents">
                {steps.received.map(({ document, files: sent }) => (
                  <li key={document.id}>
                    {t('receivedFiles', { document: documentName(document.label), count: sent.length })}
                    <span className="next-steps__hint">{sent.map((file) => file.name).join(', ')}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {steps.needed.length > 0 && (
          <div className="next-steps__fact" data-testid="documents-needed">
            <dt>{t('documents')}</dt>
            <dd>
              <ul className="next-steps__documents">
                {steps.needed.map((document) => (
                  <li key={document.id}>{documentName(document.label)}</li>
                ))}
              </ul>
              <span className="next-steps__hint">{t('documentsHint')}</span>
            </dd>
          </div>
        )}
        {visitorToken && (
          <div className="next-steps__fact">
            <dt>{t('requestPage.label')}</dt>
            <dd>
              <a href={requestPagePath(lang, visitorToken)} data-testid="request-page-link">
                {t('requestPage.link')}
              </a>
              <span className="next-steps__hint">{t('requestPage.hint')}</span>
            </dd>
          </div>
        )}
      </dl>
      <div className="next-steps__actions">
        <WhatsAppLink message={t(steps.whatsapp.key, steps.whatsapp.params)}>
          {whatsappLabel ?? t('whatsapp')}
        </WhatsAppLink>
        {actions}
      </div>
    </section>
  );
}
