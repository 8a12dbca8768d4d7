import { useTranslation } from 'react-i18next';
import { upperFirst } from '../../../../common/format';
import type { LeadDetail } from '../../../../common/inbox/api';
import { isLang } from '../../../../common/lang';
import { DocumentCount } from '../document-count';
import { AcceptFile } from './accept-file';
import { FileActions } from './file-preview';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The documents, each under its upload field's label (or, sent from her request page, its document's),
 * downloaded as attachments; PDFs and photos also previewed, both as their safe copy, the original behind a
 * warning. How complete the request is heads the list; one sent without the bot check says so. */
export function LeadFiles({
  lead,
  onAccepted,
}: {
  lead: LeadDetail;
  /** A held document was accepted: it is no longer held and the count is the server's. */
  onAccepted: (fileId: string, documents: LeadDetail['documents']) => void;
}) {
  const { t, i18n } = useTranslation();
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
                    defaultValue: upperFirst(
                      t(`documents:${lead.formType}.${file.field}`, { defaultValue: file.field }),
                      isLang(i18n.language) ? i18n.language : 'es',
                    ),
                  })}
                </strong>
                : {file.name} ({size(file.size)})
              </span>
              {file.held && (
                <AcceptFile
                  leadId={lead.id}
                  fileId={file.id}
                  onAccepted={(documents) => onAccepted(file.id, documents)}
                />
              )}
              <FileActions leadId={lead.id} file={file} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
