// Section 8: us versus traditional agencies, a real data table (prices, language,
// attention, services, extras).
import { useTranslation } from 'react-i18next';
import { CLAIMS } from '../../../../common/business';
import { ScrollTable } from '../../components/scroll-table';
import { useLanguage } from '../../lib/language';
import { formatNumber } from '../../../../common/format';

const ROWS = ['price', 'language', 'attention', 'services', 'extras'] as const;

export function ComparisonSection({ alt = false }: { alt?: boolean }) {
  const { t } = useTranslation('home-body');
  const { lang } = useLanguage();
  const values = {
    fromPrice: formatNumber(CLAIMS.fromPrice, lang),
    agencyPrice: formatNumber(CLAIMS.agencyPrice, lang),
  };

  return (
    <section
      id="comparativa"
      className={`section${alt ? ' section--alt' : ''}`}
      aria-labelledby="home-comparison-title"
    >
      <div className="container">
        <h2 id="home-comparison-title">{t('comparison.title')}</h2>
        <p className="section__intro">{t('comparison.subtitle')}</p>
        <ScrollTable labelledBy="home-comparison-title">
          <table className="home-table home-compare" aria-labelledby="home-comparison-title">
            <thead>
              <tr>
                <th scope="col">{t('comparison.columns.feature')}</th>
                <th scope="col">{t('comparison.columns.us')}</th>
                <th scope="col">{t('comparison.columns.agencies')}</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row}>
                  <th scope="row">{t(`comparison.rows.${row}.feature`)}</th>
                  <td>{t(`comparison.rows.${row}.us`, values)}</td>
                  <td>{t(`comparison.rows.${row}.agencies`, values)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </div>
    </section>
  );
}
