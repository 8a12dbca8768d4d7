// Placeholder for pages of the route table whose content is not built yet (issues 4 and
// 5): its real title as heading and a way to reach the firm. Not a finished page.
import { useTranslation } from 'react-i18next';
import { BUSINESS } from '../../../common/business';
import { pagePath } from '../../../common/routes';
import type { PageProps } from '../app/site-routes';
import { useLanguage } from '../app/language';

export default function PlannedPage({ route }: PageProps) {
  const { t } = useTranslation('pages');
  const { lang } = useLanguage();
  const vars = { brand: BUSINESS.brand, founderName: BUSINESS.founderName, city: BUSINESS.city };
  return (
    <main id="main" className="container section">
      <h1>{route ? t(`${route.page}.title`, vars).split(' · ')[0] : ''}</h1>
      <p className="section__intro">{t('planned.text')}</p>
      <a className="button button--primary" href={`${pagePath('home', lang)}#contacto`}>
        {t('planned.contact')}
      </a>
    </main>
  );
}
