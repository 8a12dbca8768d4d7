// The seven service forms (docs/product.md#forms): header with title and price, back link, the form.
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { onDemand } from '../components/on-demand';
import { pagePath } from '../../../common/routes';
import { serviceOfPage, SERVICES } from '../../../common/services/catalogue';
import { useLanguage } from '../lib/language';
import { hasSavedAnswers } from '../lib/saved-answers';
import type { PageProps } from '../app/site-routes';
import { FORM_LAYOUTS } from '../features/service-forms/layouts';

const MAIN = 'main';

// The form is on screen from the start as the server rendered it; its code and texts load when
// the visitor first touches the page's content, or at once when the tab keeps answers to give
// back (docs/decisions/0049-room-in-the-javascript-budget.md).
const ServiceForm = onDemand(
  () => import('../features/service-forms/service-form').then((module) => module.ServiceForm),
  ['forms'],
  { start: 'touch', now: ({ layout }) => hasSavedAnswers(layout.formKey) },
);

export default function ServiceFormPage({ route }: PageProps) {
  const { t } = useTranslation('service-forms');
  const { lang } = useLanguage();
  const service = route && serviceOfPage(route.page);
  const layout = service && FORM_LAYOUTS[service];
  if (!layout) return null;
  return (
    <main id={MAIN} className="container section sf-page">
      <Link className="back-link" to={pagePath('home', lang)}>
        ← {t('ui.backHome')}
      </Link>
      <h1>{t(`forms.${layout.formKey}.title`)}</h1>
      <p className="section__intro">
        {t(`forms.${layout.formKey}.subtitle`, { price: SERVICES[layout.formKey].price.amount })}
      </p>
      <ServiceForm layout={layout} near={MAIN} />
    </main>
  );
}
