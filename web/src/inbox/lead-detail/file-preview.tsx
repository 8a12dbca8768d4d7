// A PDF or photo shown in place (docs/decisions/0029-document-preview.md). The preview URL
// answers with `CSP: sandbox` and nosniff; the frame carries no sandbox attribute because
// Chromium then refuses to start its PDF viewer at all, while the document's own sandboxing
// CSP keeps it in an opaque origin without scripts, forms, popups or navigation of this page.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../../common/inbox/api';
import { apiUrl } from '../inbox-api';
import './file-preview.css';

type File = LeadDetail['files'][number];

/** What the server previews (server/inbox/preview-file.ts); the rest is download only. */
const previewKind = (type: string) =>
  type === 'application/pdf' ? 'pdf' : type === 'image/jpeg' || type === 'image/png' ? 'image' : undefined;

/** The document's actions (`children`: the download) with a preview button, and the preview when open. */
export function FilePreview({ leadId, file, children }: { leadId: string; file: File; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const kind = previewKind(file.type);
  const src = apiUrl(`/leads/${leadId}/files/${file.id}/preview`);
  const label = t('detail.previewOf', { name: file.name });
  return (
    <>
      <span className="file-preview__actions">
        {kind && (
          <button
            type="button"
            className="inbox-button inbox-button--quiet"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? t('detail.hidePreview') : t('detail.preview')}
          </button>
        )}
        {children}
      </span>
      {kind && open && (
        <div className="file-preview">
          {kind === 'image' ? (
            <img className="file-preview__image" src={src} alt={label} />
          ) : (
            <iframe className="file-preview__pdf" src={src} title={label} />
          )}
          <a className="file-preview__open" href={src} target="_blank" rel="noopener noreferrer">
            {t('detail.openPreview')}
          </a>
        </div>
      )}
    </>
  );
}
