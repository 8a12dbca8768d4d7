// The list of requests: status tabs with counts, filters, the rows, pages and the CSV
// export of exactly what is filtered. The filters live in the address, so the back
// button from a lead returns to the same list.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '../../../../common/inbox/statuses';
import { formatTime } from '../format-date';
import { apiUrl } from '../inbox-api';
import { InboxNav } from '../inbox-nav';
import { LeadFilters } from './lead-filters';
import { LeadRowItem } from './lead-row-item';
import { StatusTabs } from './status-tabs';
import { useLeadList } from './use-lead-list';

export function LeadListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.size > 0 ? `?${params.toString()}` : '';
  const { list, failed, updatedAt } = useLeadList(query);
  const page = Number(params.get('page') ?? 1);
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;

  /** A new filter starts again at page 1; typing in the search box does not fill the history. */
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: name === 'q' },
    );
  const exportParams = new URLSearchParams(params);
  exportParams.delete('page');
  exportParams.set('lang', i18n.language);

  return (
    <div className="inbox-list">
      <InboxNav />
      <div className="inbox-list__top">
        <h1>{t('title')}</h1>
        <span className="inbox-list__exports">
          <a
            className="inbox-button inbox-button--quiet"
            href={apiUrl(`/leads.xlsx?${exportParams.toString()}`)}
            download
          >
            {t('list.exportXlsx')}
          </a>
          <a
            className="inbox-button inbox-button--quiet"
            href={apiUrl(`/leads.csv?${exportParams.toString()}`)}
            download
          >
            {t('list.exportCsv')}
          </a>
        </span>
      </div>
      {list && (
        <StatusTabs
          counts={list.counts}
          active={params.get('status') ?? ''}
          onChoose={(status) => setParam('status', status)}
        />
      )}
      <LeadFilters params={params} set={setParam} />
      {failed && (
        <p className="inbox-error" role="alert">
          {t('error')}
        </p>
      )}
      {list && (
        <>
          <p className="inbox-muted">
            {t('list.total', { count: list.total })}
            {updatedAt && ` · ${t('list.updated', { time: formatTime(updatedAt, i18n.language) })}`}
          </p>
          {list.leads.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <ul className="inbox-rows">
              {list.leads.map((lead) => (
                <LeadRowItem key={lead.id} lead={lead} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="inbox-pages">
              <button
                type="button"
                className="inbox-button inbox-button--quiet"
                disabled={page <= 1}
                onClick={() => setParam('page', String(page - 1))}
              >
                {t('list.previous')}
              </button>
              <span>{t('list.page', { page, pages })}</span>
              <button
                type="button"
                className="inbox-button inbox-button--quiet"
                disabled={page >= pages}
                onClick={() => setParam('page', String(page + 1))}
              >
                {t('list.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
