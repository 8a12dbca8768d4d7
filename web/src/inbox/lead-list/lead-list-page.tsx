// The list of requests: search, filters in a sheet, status tabs with counts, the rows (with
// a selection for bulk actions), pages, and the exports of exactly what is filtered at the
// foot. The filters live in the address, so the back button from a lead returns to the same
// list. j/k move through the rows, x selects one, / searches (keyboard/shortcut-keys.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BULK_MAX_MATCHING, PAGE_SIZE } from '../../../../common/inbox/statuses';
import { formatTime } from '../format-date';
import { InboxNav } from '../inbox-nav';
import { KEYS } from '../keyboard/shortcut-keys';
import { useShortcuts } from '../keyboard/use-shortcuts';
import { BulkBar } from './bulk-bar';
import { ExportMenu } from './export-menu';
import { LeadFilters, LeadSearch } from './lead-filters';
import { LeadRowItem } from './lead-row-item';
import { SearchPlaces } from './search-places';
import { StatusTabs } from './status-tabs';
import { useLeadList } from './use-lead-list';

/** The list's filters as they stand in the address, without the page: what "every lead matching" means. */
const listFilters = (params: URLSearchParams) =>
  Object.fromEntries([...params].filter(([name, value]) => name !== 'page' && value !== ''));

const rowLinks = () => [...document.querySelectorAll<HTMLElement>('.inbox-rows--list .inbox-row__link')];

/** The row with focus, else the open lead's row (beside it on a laptop). */
function currentRow(links: HTMLElement[]): number {
  const focused = links.findIndex(
    (link) => link === document.activeElement || link.parentElement?.contains(document.activeElement),
  );
  return focused >= 0 ? focused : links.findIndex((link) => link.getAttribute('aria-current') === 'page');
}

export function LeadListPage({ version = 0, compact = false }: { version?: number; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [bulkVersion, setBulkVersion] = useState(0);
  const { list, failed, updatedAt } = useLeadList(query, version + bulkVersion);
  // The selection belongs to the list it was made on: another page or other filters put it
  // out of sight, so nothing stays selected there.
  // `allMatching`: every lead the filters match, not only the rows in sight.
  const [selection, setSelection] = useState<{ query: string; ids: ReadonlySet<string>; allMatching?: boolean }>({
    query,
    ids: new Set(),
  });
  const selected = selection.query === query ? selection.ids : new Set<string>();
  const allMatching = selection.query === query && selection.allMatching === true;
  const setSelected = (change: ReadonlySet<string> | ((current: ReadonlySet<string>) => ReadonlySet<string>)) =>
    setSelection((current) => {
      const before = current.query === query ? current.ids : new Set<string>();
      return { query, ids: typeof change === 'function' ? change(before) : change };
    });
  const [done, setDone] = useState<number>();
  const page = Number(params.get('page') ?? 1);
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;

  /** A new filter starts again at page 1; typing in the search box does not fill the history. */
  const changeParams = (names: readonly string[], value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of names) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (!names.includes('page')) next.delete('page');
        return next;
      },
      { replace: names.includes('q') },
    );
  const setParam = (name: string, value: string) => changeParams([name], value);

  const move = (step: number) => {
    const links = rowLinks();
    if (links.length === 0) return;
    const at = currentRow(links);
    links[Math.min(links.length - 1, Math.max(0, at < 0 ? 0 : at + step))]!.focus();
  };
  useShortcuts({
    [KEYS.next]: () => move(1),
    [KEYS.previous]: () => move(-1),
    [KEYS.search]: () => document.getElementById('inbox-search')?.focus(),
    [KEYS.select]: () => {
      const links = rowLinks();
      const id = links[currentRow(links)]?.closest('li')?.dataset.id;
      if (id) toggle(id, !selected.has(id));
    },
  });

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pageIds = list?.leads.map((lead) => lead.id) ?? [];
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  return (
    <div className={`inbox-list${compact ? ' inbox-list--compact' : ''}`}>
      <InboxNav />
      <h1>{t('title')}</h1>
      <div className="inbox-toolbar">
        <LeadSearch params={params} set={setParam} />
        <LeadFilters params={params} set={setParam} clear={(names) => changeParams(names, '')} />
      </div>
      {list && (
        <StatusTabs
          counts={list.counts}
          active={params.get('status') ?? ''}
          onChoose={(status) => setParam('status', status)}
        />
      )}
      {list && params.get('q') && (
        <SearchPlaces
          counts={list.counts}
          active={params.get('status') ?? ''}
          onChoose={(status) => setParam('status', status)}
        />
      )}
      {failed && (
        <p className="inbox-error" role="alert">
          {failed}
        </p>
      )}
      <p className="inbox-muted inbox-live" aria-live="polite">
        {done !== undefined && `${t('bulk.done', { count: done })} `}
      </p>
      {list && (
        <>
          <div className="inbox-list__meta">
            <p className="inbox-muted">
              {t('list.total', { count: list.total })}
              {updatedAt && ` · ${t('list.updated', { time: formatTime(updatedAt, i18n.language) })}`}
              <span className="inbox-shortcut-hint"> · {t('shortcuts.hint')}</span>
            </p>
            {list.leads.length > 0 && (
              <label className="inbox-check inbox-select-all">
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={(event) => setSelected(event.target.checked ? new Set(pageIds) : new Set())}
                />
                <span>{t('bulk.selectPage')}</span>
              </label>
            )}
          </div>
          {allSelected && list.total > pageIds.length && list.total <= BULK_MAX_MATCHING && !allMatching && (
            <button
              type="button"
              className="inbox-link-button inbox-select-matching"
              onClick={() => setSelection({ query, ids: new Set(pageIds), allMatching: true })}
            >
              {t('bulk.selectMatching', { count: list.total })}
            </button>
          )}
          {selected.size > 0 && (
            <BulkBar
              target={
                allMatching ? { matching: { filters: listFilters(params), count: list.total } } : { ids: [...selected] }
              }
              spamTab={params.get('status') === 'SPAM'}
              onClear={() => setSelected(new Set())}
              onDone={(count) => {
                setSelected(new Set());
                setDone(count);
                setBulkVersion((n) => n + 1);
              }}
            />
          )}
          {list.leads.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <ul className="inbox-rows inbox-rows--list">
              {list.leads.map((lead) => (
                <LeadRowItem
                  key={lead.id}
                  lead={lead}
                  selected={selected.has(lead.id)}
                  onSelect={(on) => toggle(lead.id, on)}
                />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="inbox-pages" aria-label={t('list.pages')}>
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
          <ExportMenu params={params} />
        </>
      )}
    </div>
  );
}
