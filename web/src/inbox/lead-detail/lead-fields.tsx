import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../../common/inbox/api';
import { messageField } from '../../../../common/forms/contact-fields';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';
import { useApiCall } from '../session';

/** Every answer under the form's own label but the message (lead-message.tsx shows it first); the BSN masked until the advisor asks (audited). */
export function LeadFields({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const call = useApiCall();
  const [bsn, setBsn] = useState<string>();
  const message = messageField(lead.data);

  const show = (field: string, value: unknown): string => {
    if (typeof value === 'boolean') return t(value ? 'detail.yes' : 'detail.no');
    const option = (item: string) => t(`forms:options.${field}.${item}`, { defaultValue: item });
    if (Array.isArray(value)) return value.map((item) => option(String(item))).join(', ');
    return typeof value === 'string' ? option(value) : String(value);
  };

  return (
    <section className="inbox-card">
      <h2>{t('detail.fields')}</h2>
      <dl className="inbox-fields">
        {Object.entries(lead.data)
          .filter(([field]) => field !== message)
          .map(([field, value]) => (
            <div key={field} className="inbox-fields__row">
              <dt>{t(`forms:fields.${field}`, { defaultValue: field })}</dt>
              <dd>
                {field === 'bsn' ? (
                  <span className="inbox-bsn">
                    <span data-testid="bsn">{bsn ?? String(value)}</span>
                    {!bsn && (
                      <button
                        type="button"
                        className="inbox-link-button"
                        title={t('detail.revealHint')}
                        onClick={() =>
                          void call(() => api(INBOX_ROUTES.revealBsn, { params: { id: lead.id } })).then((answer) =>
                            setBsn(answer.bsn),
                          )
                        }
                      >
                        {t('detail.revealBsn')}
                      </button>
                    )}
                  </span>
                ) : (
                  show(field, value)
                )}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
