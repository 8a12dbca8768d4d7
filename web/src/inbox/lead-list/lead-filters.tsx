import { useTranslation } from 'react-i18next';
import { FORM_LABELS } from '../../../../common/forms/labels';
import { LANGS } from '../../../../common/lang';

const FORM_KEYS = Object.keys(FORM_LABELS) as (keyof typeof FORM_LABELS)[];

/** Search, service, language and date range; each change goes into the address. */
export function LeadFilters({ params, set }: { params: URLSearchParams; set: (name: string, value: string) => void }) {
  const { t } = useTranslation();

  return (
    <details className="inbox-filters" open={params.size > 0 || undefined}>
      <summary>{t('filters.heading')}</summary>
      <div className="inbox-filters__grid">
        <label className="inbox-field inbox-filters__search">
          <span>{t('filters.search')}</span>
          <input
            type="search"
            defaultValue={params.get('q') ?? ''}
            onChange={(event) => set('q', event.target.value.trim())}
          />
        </label>
        <label className="inbox-field">
          <span>{t('filters.formType')}</span>
          <select value={params.get('formType') ?? ''} onChange={(event) => set('formType', event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {FORM_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`forms:forms.${key}`)}
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
    </details>
  );
}
