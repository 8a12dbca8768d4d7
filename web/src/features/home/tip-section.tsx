// Section 5: the savings tip, pointing to the comparison table further down.
import { useTranslation } from 'react-i18next';
import { CLAIMS } from '../../../../common/business';
import { LineIcon } from '../../components/line-icon';

export function TipSection() {
  const { t } = useTranslation('home-body');
  return (
    <div className="container home-tip-band">
      <div className="home-tip">
        <LineIcon name="bulb" className="home-icon" />
        <div className="home-tip__body">
          <p>{t('tip.text', { savings: CLAIMS.savingsPercent })}</p>
          <a className="home-tip__link" href="#comparativa">
            {t('tip.link')}
          </a>
        </div>
      </div>
    </div>
  );
}
