import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '../../../../common/inbox/api';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { useApiErrorText } from '../api-error-text';
import { api } from '../inbox-api';
import { useApiCall } from '../session';

/** A document her client sent without the bot check's proof: marked to check, and accepted here once
 * the advisor has looked at it, after which it counts (docs/decisions/0061-documents-from-the-request-page.md). */
export function AcceptFile({
  leadId,
  fileId,
  onAccepted,
}: {
  leadId: string;
  fileId: string;
  onAccepted: (documents: LeadDetail['documents']) => void;
}) {
  const { t } = useTranslation();
  const call = useApiCall();
  const errorText = useApiErrorText();
  const [failed, setFailed] = useState<string>();
  const accept = () =>
    call(() => api(INBOX_ROUTES.acceptFile, { params: { id: leadId, fileId } })).then(
      ({ documents }) => onAccepted(documents),
      (failure: unknown) => setFailed(errorText(failure)),
    );
  return (
    <>
      <span className="inbox-badge inbox-badge--warn">{t('detail.held')}</span>
      <button type="button" className="inbox-button" onClick={accept}>
        {t('detail.accept')}
      </button>
      {failed && (
        <span className="inbox-error" role="alert">
          {failed}
        </span>
      )}
    </>
  );
}
