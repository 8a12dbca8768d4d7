// A table of counts with each row's share of a total drawn as a bar (decoration: the count and
// the share are in the cells).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** `text`: the cells hold visitors' words (campaign names, sites), which may be long. */
type Row = { key: string; cells: string[]; count: number; text?: boolean };

export function CountTable({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  columns: string[];
  rows: Row[];
  total: number;
}) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const percent = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', { style: 'percent' });
  return (
    // A region that scrolls rather than widen the page, should long words still not fit a phone.
    <div className="insight-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="insight-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">{t('insight.share')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 1}>{t('insight.empty')}</td>
            </tr>
          )}
          {rows.map((row) => {
            const share = total > 0 ? row.count / total : 0;
            return (
              <tr key={row.key}>
                {row.cells.map((cell, index) => {
                  const className = row.text ? 'insight-table__text' : undefined;
                  return index === 0 ? (
                    <th key={index} scope="row" className={className}>
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={className}>
                      {cell}
                    </td>
                  );
                })}
                <td className="insight-table__number">{row.count}</td>
                <td className="insight-table__share">
                  <svg className="insight-table__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
                    <rect className="insight-bar-track" width="100" height="8" />
                    <rect className="insight-bar" width={Math.round(share * 100)} height="8" />
                  </svg>
                  {percent.format(share)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
