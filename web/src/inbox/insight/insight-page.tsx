// "Estadísticas / Insight": requests per service and week, where they came from, how many
// became clients and how fast the first contact came (docs/decisions/0030-inbox-insight.md).
// Every chart is drawn in inline SVG beside a table with the same figures, which is what
// screen readers read; the bars are decoration.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSIGHT_WEEKS, type Insight } from '../../../../common/inbox/insight';
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';
import { InboxNav } from '../inbox-nav';
import { useApiCall } from '../session';
import { CountTable } from './count-table';
import { formatMinutes } from './format-minutes';
import { WeeklyChart } from './weekly-chart';
import './insight.css';
import { useApiErrorText } from '../api-error-text';

export function InsightPage() {
  const { t, i18n } = useTranslation();
  const call = useApiCall();
  const [insight, setInsight] = useState<Insight>();
  const errorText = useApiErrorText();
  const [failure, setFailure] = useState<string>();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  useEffect(() => {
    call(() => api(INBOX_ROUTES.insight, { query: `lang=${lang}` })).then(setInsight, (error: unknown) =>
      setFailure(errorText(error)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `call` only wraps the session
  }, [lang]);

  return (
    <div className="inbox-list insight">
      <InboxNav />
      <h1>{t('insight.heading')}</h1>
      <p className="inbox-muted">{t('insight.period', { weeks: INSIGHT_WEEKS })}</p>
      {failure && (
        <p className="inbox-error" role="alert">
          {failure}
        </p>
      )}
      {insight && (
        <>
          <WeeklyChart insight={insight} />
          <section className="inbox-card" aria-labelledby="insight-funnel">
            <h2 id="insight-funnel">{t('insight.funnel.heading')}</h2>
            <CountTable
              caption={t('insight.funnel.caption')}
              columns={[t('insight.funnel.stage'), t('insight.count')]}
              total={insight.funnel.received}
              rows={(['received', 'contacted', 'won'] as const).map((stage) => ({
                key: stage,
                cells: [t(`insight.funnel.${stage}`)],
                count: insight.funnel[stage],
              }))}
            />
          </section>
          <section className="inbox-card" aria-labelledby="insight-first-contact">
            <h2 id="insight-first-contact">{t('insight.firstContact.heading')}</h2>
            <p className="insight__figure">
              {insight.firstContact.medianMinutes === null
                ? t('insight.firstContact.none')
                : t('insight.firstContact.median', {
                    time: formatMinutes(insight.firstContact.medianMinutes, t),
                    count: insight.firstContact.leads,
                  })}
            </p>
            <p className="inbox-muted">{t('insight.firstContact.definition')}</p>
          </section>
          <section className="inbox-card" aria-labelledby="insight-sources">
            <h2 id="insight-sources">{t('insight.sources.heading')}</h2>
            <CountTable
              caption={t('insight.sources.campaigns')}
              columns={[t('insight.sources.source'), t('insight.sources.campaign'), t('insight.count')]}
              total={insight.funnel.received}
              rows={insight.campaigns.map((row) => ({
                key: `${row.source}\u0000${row.campaign}`,
                cells: [row.source || t('insight.sources.none'), row.campaign || t('insight.sources.none')],
                count: row.count,
                text: true,
              }))}
            />
            <CountTable
              caption={t('insight.sources.referrers')}
              columns={[t('insight.sources.site'), t('insight.count')]}
              total={insight.funnel.received}
              rows={insight.referrers.map((row) => ({
                key: row.site,
                cells: [row.site || t('insight.sources.direct')],
                count: row.count,
                text: true,
              }))}
            />
          </section>
        </>
      )}
    </div>
  );
}
