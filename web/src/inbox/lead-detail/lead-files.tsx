import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../../common/inbox/api';
import { DocumentCount } from '../document-count';
import { FileActions } from './file-preview';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The documents, each under its upload field's label (or, sent from her request page, its document's),
 * downloaded as attachments; PDFs and photos also previewed, both as their safe copy, the original behind a
 * warning. How complete the request is heads the list; one sent without the bot check says so. */
export function LeadFiles({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  return (
    <section className="inbox-card">
      <h2>{t('detail.files')}</h2>
      {lead.documents && <DocumentCount count={lead.documents} />}
      {lead.files.length === 0 ? (
        <p className="inbox-muted">{t('detail.noFiles')}</p>
      ) : (
        <ul className="inbox-files">
          {lead.files.map((file) => (
            <li key={file.id}>
              <span>
                <strong>
                  {t(`forms:fields.${file.field}`, {
                    defaultValue: t(`documents:${lead.formType}.${file.field}`, { defaultValue: file.field }),
                  })}
                </strong>
                : {file.name} ({size(file.size)})
                {file.held && <span className="inbox-badge inbox-badge--warn"> {t('detail.held')}</span>}
              </span>
              <FileActions leadId={lead.id} file={file} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
