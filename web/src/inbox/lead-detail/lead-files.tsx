import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../../common/inbox/api';
import { FileActions } from './file-preview';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The documents, each under its upload field's label, downloaded as attachments; PDFs and photos also
 * previewed, both as their safe copy, the original behind a warning. */
export function LeadFiles({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  return (
    <section className="inbox-card">
      <h2>{t('detail.files')}</h2>
      {lead.files.length === 0 ? (
        <p className="inbox-muted">{t('detail.noFiles')}</p>
      ) : (
        <ul className="inbox-files">
          {lead.files.map((file) => (
            <li key={file.id}>
              <span>
                <strong>{t(`forms:fields.${file.field}`, { defaultValue: file.field })}</strong>: {file.name} (
                {size(file.size)})
              </span>
              <FileActions leadId={lead.id} file={file} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
