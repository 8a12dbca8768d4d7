// The seven service forms (docs/product.md#forms): header with title and price, back link, the form.
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { pagePath } from '../../../common/routes';
import { useLanguage } from '../lib/language';
import { PAGE_PRICE } from '../app/page-prices';
import type { PageProps } from '../app/site-routes';
import { ServiceForm } from '../features/service-forms/service-form';
import { FORM_LAYOUTS } from '../features/service-forms/layouts';

export default function ServiceFormPage({ route }: PageProps) {
  const { t } = useTranslation('service-forms');
  const { lang } = useLanguage();
  const layout = route && FORM_LAYOUTS[route.page];
  if (!layout) return null;
  return (
    <main id="main" className="container section sf-page">
      <Link className="back-link" to={pagePath('home', lang)}>
        ← {t('ui.backHome')}
      </Link>
      <h1>{t(`forms.${layout.formKey}.title`)}</h1>
      <p className="section__intro">{t(`forms.${layout.formKey}.subtitle`, { price: PAGE_PRICE[route.page] })}</p>
      <ServiceForm layout={layout} />
    </main>
  );
}
