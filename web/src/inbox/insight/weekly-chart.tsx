// Requests per week, stacked by service: an SVG chart with a legend, and the table of the same
// figures (service by week), the current week first, so that a phone shows it beside the
// services' names; the older weeks scroll sideways.
import { useTranslation } from 'react-i18next';
import type { Insight } from '../../../../common/inbox/insight';

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;
/** Colours of the series (insight.css), one per service; nine forms, nine colours. */
const SERIES = 9;

export function WeeklyChart({ insight }: { insight: Insight }) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const weekLabel = (week: string) => day.format(new Date(`${week}T12:00:00Z`));
  const totals = insight.weeks.map((_, index) =>
    insight.services.reduce((sum, service) => sum + service.perWeek[index]!, 0),
  );
  const max = Math.max(1, ...totals);
  /** The table's columns: the weeks' indexes, newest first. */
  const newestFirst = insight.weeks.map((_, index) => insight.weeks.length - 1 - index);
  const columnLabel = (index: number) =>
    index === insight.weeks.length - 1 ? t('insight.weeks.thisWeek') : weekLabel(insight.weeks[index]!);
  const slot = (WIDTH - AXIS) / insight.weeks.length;
  const scale = (count: number) => (count / max) * (HEIGHT - AXIS);

  return (
    <section className="inbox-card" aria-labelledby="insight-weeks">
      <h2 id="insight-weeks">{t('insight.weeks.heading')}</h2>
      <svg className="insight-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        <text className="insight-chart__axis" x="0" y="16">
          {max}
        </text>
        <line className="insight-chart__rule" x1={AXIS} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} />
        {insight.weeks.map((week, index) => {
          let top = HEIGHT - AXIS;
          const x = AXIS + index * slot + slot * 0.15;
          return (
            <g key={week}>
              {insight.services.map((service, serie) => {
                const height = scale(service.perWeek[index]!);
                top -= height;
                return height > 0 ? (
                  <rect
                    key={service.formType}
                    className={`insight-serie insight-serie--${serie % SERIES}`}
                    x={x}
                    y={top}
                    width={slot * 0.7}
                    height={height}
                  />
                ) : null;
              })}
              {(insight.weeks.length - 1 - index) % 3 === 0 && (
                <text className="insight-chart__axis" x={x + slot * 0.35} y={HEIGHT - 6} textAnchor="middle">
                  {weekLabel(week)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="insight-legend" aria-hidden="true">
        {insight.services.map((service, serie) => (
          <li key={service.formType}>
            <svg className="insight-legend__swatch" viewBox="0 0 10 10">
              <rect className={`insight-serie insight-serie--${serie % SERIES}`} width="10" height="10" />
            </svg>
            {service.name}
          </li>
        ))}
      </ul>
      <div className="insight-scroll" role="region" aria-labelledby="insight-weeks-caption" tabIndex={0}>
        <table className="insight-table">
          <caption id="insight-weeks-caption">{t('insight.weeks.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insight.weeks.service')}</th>
              {newestFirst.map((index) => (
                <th key={insight.weeks[index]} scope="col">
                  {columnLabel(index)}
                </th>
              ))}
              <th scope="col">{t('insight.total')}</th>
            </tr>
          </thead>
          <tbody>
            {insight.services.length === 0 && (
              <tr>
                <td colSpan={insight.weeks.length + 2}>{t('insight.empty')}</td>
              </tr>
            )}
            {insight.services.map((service) => (
              <tr key={service.formType}>
                <th scope="row">{service.name}</th>
                {newestFirst.map((index) => (
                  <td key={insight.weeks[index]} className="insight-table__number">
                    {service.perWeek[index]}
                  </td>
                ))}
                <td className="insight-table__number">{service.total}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('insight.total')}</th>
              {newestFirst.map((index) => (
                <td key={insight.weeks[index]} className="insight-table__number">
                  {totals[index]}
                </td>
              ))}
              <td className="insight-table__number">{insight.funnel.received}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
