// A document's actions in the lead (docs/decisions/0029-document-preview.md, 0039-hostile-pdfs.md).
// A PDF or photo is previewed and downloaded as its safe copy (pages redrawn as pictures, photos
// re-encoded), which the server makes the first time it is asked: the inbox asks first, so a
// copy that cannot be made is a sentence here, never an error page or a failed download. The
// original sits behind a warning. The preview URL answers with `CSP: sandbox` and nosniff; the
// frame carries no sandbox attribute because Chromium then refuses to start its PDF viewer.
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../../common/inbox/api';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { useApiErrorText } from '../api-error-text';
import { api, apiUrl } from '../inbox-api';
import './file-preview.css';

type File = LeadDetail['files'][number];

/** What the server makes a safe copy of (server/documents/safe-copy.ts); the rest is download only. */
const previewKind = (type: string) =>
  type === 'application/pdf' ? 'pdf' : type === 'image/jpeg' || type === 'image/png' ? 'image' : undefined;

/** The download, and for a PDF or photo the preview, its safe copy and the warned original. */
export function FileActions({ leadId, file }: { leadId: string; file: File }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [copy, setCopy] = useState<'none' | 'making' | 'ready'>('none');
  // The refusal itself, worded at each render: it follows the advisor's change of language.
  const [failure, setFailure] = useState<unknown>();
  const [open, setOpen] = useState(false);
  const kind = previewKind(file.type);
  const params = { id: leadId, fileId: file.id };
  const label = t('detail.previewOf', { name: file.name });

  const copyMade = async () => {
    if (copy === 'ready') return true;
    setCopy('making');
    setFailure(undefined);
    try {
      await api(INBOX_ROUTES.safeCopy, { params });
      setCopy('ready');
      return true;
    } catch (refusal) {
      setCopy('none');
      setFailure(refusal);
      return false;
    }
  };
  const togglePreview = async () => {
    if (open) setOpen(false);
    else if (await copyMade()) setOpen(true);
  };
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!kind || copy === 'ready') return;
    event.preventDefault();
    if (await copyMade()) window.location.assign(apiUrl(INBOX_ROUTES.file, { params }));
  };

  return (
    <>
      <span className="file-preview__actions">
        {kind && (
          <button
            type="button"
            className="inbox-button inbox-button--quiet"
            aria-expanded={open}
            disabled={copy === 'making'}
            onClick={() => void togglePreview()}
          >
            {open ? t('detail.hidePreview') : t('detail.preview')}
          </button>
        )}
        <a
          className="inbox-button inbox-button--quiet"
          href={apiUrl(INBOX_ROUTES.file, { params })}
          download={file.name}
          onClick={(event) => void download(event)}
        >
          {t('detail.download')}
        </a>
      </span>
      <p className="file-preview__status" role="status">
        {copy === 'making' && t('detail.preparing')}
      </p>
      {failure !== undefined && (
        <p className="file-preview__error" role="alert">
          {errorText(failure)}
        </p>
      )}
      {kind && open && (
        <div className="file-preview">
          {kind === 'image' ? (
            <img className="file-preview__image" src={apiUrl(INBOX_ROUTES.preview, { params })} alt={label} />
          ) : (
            <iframe className="file-preview__pdf" src={apiUrl(INBOX_ROUTES.preview, { params })} title={label} />
          )}
          <a
            className="file-preview__open"
            href={apiUrl(INBOX_ROUTES.preview, { params })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('detail.openPreview')}
          </a>
        </div>
      )}
      {kind && (
        <details className="file-preview__original">
          <summary>{t('detail.original')}</summary>
          <p>{t('detail.originalWarning')}</p>
          <a
            className="inbox-button inbox-button--quiet"
            href={apiUrl(INBOX_ROUTES.originalFile, { params })}
            download={file.name}
          >
            {t('detail.downloadOriginal')}
          </a>
        </details>
      )}
    </>
  );
}
