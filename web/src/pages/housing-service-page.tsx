// The detailed housing search service page (docs/product.md#pages): breadcrumb,
// hero, the five steps, ten cities, the price card, rental requirements, tips for living in
// the Netherlands, recommended guides, FAQ, the request form (a real request here, unlike
// the original's) and a closing call to action with the chat and the booking page. The body
// below the hero loads on demand (features/housing/service-body.tsx).
import { Link } from '../components/link';
import { pagePath } from '../../../common/routes';
import { onDemand } from '../components/on-demand';
import { WhatsAppLink } from '../components/outbound-links';
import { BODY_ANCHOR, FORM_ANCHOR } from '../features/housing/housing-anchors';
import { HousingRequestForm } from '../features/service-forms/housing-request-form';
import { useHousingTexts } from '../features/housing/housing-texts';
import '../features/housing/housing.css';

const HousingServiceBody = onDemand(
  () => import('../features/housing/service-body').then((module) => module.HousingServiceBody),
  ['housing-service', 'housing-body'],
);

export default function HousingServicePage() {
  const { lang, text } = useHousingTexts('hero');
  const home = pagePath('home', lang);

  return (
    <main id="main" className="housing">
      <section className="housing-hero" aria-labelledby="housing-title">
        <div className="container">
          <nav className="housing-breadcrumb" aria-label={text('service.breadcrumb.label')}>
            <ol>
              <li>
                <Link to={home}>{text('service.breadcrumb.home')}</Link>
              </li>
              <li>
                <Link to={`${home}#servicios`}>{text('service.breadcrumb.services')}</Link>
              </li>
              <li>
                <span aria-current="page">{text('service.breadcrumb.current')}</span>
              </li>
            </ol>
          </nav>
          <p className="housing-eyebrow">{text('service.hero.eyebrow')}</p>
          <h1 id="housing-title">{text('service.hero.title')}</h1>
          <p className="housing-hero__subtitle">{text('service.hero.subtitle')}</p>
          <p className="housing-pill">{text('service.hero.price')}</p>
          <div className="housing-actions">
            <a className="button button--primary" href={`#${FORM_ANCHOR}`}>
              {text('service.hero.ctaForm')}
            </a>
            <WhatsAppLink message={text('service.hero.chatMessage')}>{text('service.hero.ctaChat')}</WhatsAppLink>
          </div>
        </div>
      </section>

      <HousingServiceBody form={HousingRequestForm} near={BODY_ANCHOR} />
    </main>
  );
}
