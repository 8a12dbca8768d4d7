import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_LABELS } from '../../../../common/forms/labels';
import { LANGS } from '../../../../common/lang';
import { useServiceName } from '../service-names';

const FORM_KEYS = Object.keys(FORM_LABELS) as (keyof typeof FORM_LABELS)[];
/** The filters in the sheet; the search box stays in view above the list. */
const SHEET_FILTERS = ['formType', 'language', 'from', 'to'] as const;

type Props = { params: URLSearchParams; set: (name: string, value: string) => void };

/** The search box, always in view; `/` puts the cursor in it (keyboard/shortcut-keys.ts). */
export function LeadSearch({ params, set }: Props) {
  const { t } = useTranslation();
  return (
    <label className="inbox-field inbox-search">
      <span className="visually-hidden">{t('filters.search')}</span>
      <input
        id="inbox-search"
        type="search"
        placeholder={t('filters.search')}
        defaultValue={params.get('q') ?? ''}
        onChange={(event) => set('q', event.target.value.trim())}
      />
    </label>
  );
}

/**
 * Service, language and date range in a sheet (a modal <dialog>: from the bottom on a phone,
 * centred on a laptop), opened by a button that counts the filters in use. Each change goes
 * into the address at once; the list behind updates as the advisor chooses.
 */
export function LeadFilters({ params, set, clear }: Props & { clear: (names: readonly string[]) => void }) {
  const { t } = useTranslation();
  const serviceName = useServiceName();
  const sheet = useRef<HTMLDialogElement>(null);
  const inUse = SHEET_FILTERS.filter((name) => params.get(name)).length;

  return (
    <>
      <button
        type="button"
        className="inbox-button inbox-button--quiet inbox-filters__open"
        aria-haspopup="dialog"
        onClick={() => sheet.current?.showModal()}
      >
        {inUse > 0 ? t('filters.openCount', { count: inUse }) : t('filters.heading')}
      </button>
      <dialog ref={sheet} className="inbox-dialog inbox-sheet" aria-labelledby="filters-heading">
        <h2 id="filters-heading">{t('filters.heading')}</h2>
        <div className="inbox-filters__grid">
          <label className="inbox-field">
            <span>{t('filters.formType')}</span>
            <select value={params.get('formType') ?? ''} onChange={(event) => set('formType', event.target.value)}>
              <option value="">{t('filters.all')}</option>
              {FORM_KEYS.map((key) => (
                <option key={key} value={key}>
                  {serviceName(key)}
                </option>
              ))}
            </select>
          </label>
          <label className="inbox-field">
            <span>{t('filters.language')}</span>
            <select value={params.get('language') ?? ''} onChange={(event) => set('language', event.target.value)}>
              <option value="">{t('filters.all')}</option>
              {LANGS.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`languages.${lang}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="inbox-field">
            <span>{t('filters.from')}</span>
            <input type="date" value={params.get('from') ?? ''} onChange={(event) => set('from', event.target.value)} />
          </label>
          <label className="inbox-field">
            <span>{t('filters.to')}</span>
            <input type="date" value={params.get('to') ?? ''} onChange={(event) => set('to', event.target.value)} />
          </label>
        </div>
        <div className="inbox-dialog__actions">
          <button
            type="button"
            className="inbox-button inbox-button--quiet"
            disabled={inUse === 0}
            onClick={() => clear(SHEET_FILTERS)}
          >
            {t('filters.clear')}
          </button>
          <form method="dialog">
            <button type="submit" className="inbox-button">
              {t('filters.done')}
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
