// The exports of exactly what is filtered, at the foot of the list: an occasional task, so
// it does not take the place of the day's work at the top (docs/decisions/0028-inbox-layouts-keyboard-bulk.md).
import { useTranslation } from 'react-i18next';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { apiUrl } from '../inbox-api';

export function ExportMenu({ params }: { params: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const exportParams = new URLSearchParams(params);
  exportParams.delete('page');
  exportParams.set('lang', i18n.language);
  return (
    <details className="inbox-export">
      <summary>{t('list.export')}</summary>
      <a
        className="inbox-button inbox-button--quiet"
        href={apiUrl(INBOX_ROUTES.exportXlsx, { query: exportParams.toString() })}
        download
      >
        {t('list.exportXlsx')}
      </a>
      <a
        className="inbox-button inbox-button--quiet"
        href={apiUrl(INBOX_ROUTES.exportCsv, { query: exportParams.toString() })}
        download
      >
        {t('list.exportCsv')}
      </a>
    </details>
  );
}
