// The detailed housing page's body below its hero: a part on demand (components/on-demand.tsx)
// that loads, with its texts (housing-service, housing-body), as the visitor comes within a
// screen of the rental requirements or touches anything from there down
// (docs/decisions/0060-native-faq.md). The steps, cities and price above them are text and a
// link within the page. Until then its prerendered HTML works on its own: plain text, links the
// browser follows and the FAQ's native disclosures; the request form inside loads as before.
import { Link } from '../../components/link';
import { pagePath } from '../../../../common/routes';
import { Accordion } from '../../components/accordion';
import { LineIcon, type IconName } from '../../components/line-icon';
import { PageSection } from '../../components/page-section';
import { WhatsAppLink } from '../../components/outbound-links';
import { BODY_ANCHOR, FORM_ANCHOR } from './housing-anchors';
import { HousingFormSection, type RequestForm } from './housing-form-section';
import { HousingSteps } from './housing-steps';
import { RecommendedArticles } from './recommended-articles';
import { useHousingTexts } from './housing-texts';

const REQUIREMENT_ICONS: IconName[] = ['euro', 'id-card', 'key-round', 'file-check'];

/** `form`: the request form, given by the page (features/service-forms/housing-request-form.tsx). */
export function HousingServiceBody({ form }: { form: RequestForm }) {
  const { lang, text, list, records } = useHousingTexts('service');
  const cities = records('service.cities.items', ['name', 'note'] as const);
  const budgets = records('service.budgets.items', ['range', 'text'] as const);
  const requirements = records('service.requirements.groups', ['title'] as const).map((group, index) => ({
    ...group,
    items: list(`service.requirements.groups.${index}.items`),
  }));
  const tips = records('service.tips.items', ['title', 'text'] as const);

  return (
    <>
      <HousingSteps id="housing-steps" title={text('service.stepsTitle')} intro={text('service.stepsIntro')} />

      <PageSection id="housing-cities" title={text('service.cities.title')} intro={text('service.cities.intro')} alt>
        <ul className="housing-cities" role="list" aria-labelledby="housing-cities-title">
          {cities.map((city) => (
            <li key={city.name} className="housing-city">
              <LineIcon name="map-pin" className="housing-city__icon" />
              <span className="housing-city__name">{city.name}</span>
              <span className="housing-muted housing-city__note">{city.note}</span>
            </li>
          ))}
        </ul>
        <h3 className="housing-subtitle">{text('service.budgets.title')}</h3>
        <p className="housing-muted">{text('service.budgets.intro')}</p>
        <dl className="housing-budgets">
          {budgets.map((budget) => (
            <div key={budget.range} className="housing-budget">
              <dt>{budget.range}</dt>
              <dd>{budget.text}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <section className="section" aria-labelledby="housing-price-title">
        <div className="container housing-split">
          <div>
            <h2 id="housing-price-title">{text('service.price.sectionTitle')}</h2>
            <p className="section__intro">{text('service.price.intro')}</p>
            <p className="housing-timing">{text('service.price.timing')}</p>
          </div>
          <article className="card housing-price" aria-labelledby="housing-price-name">
            <h3 id="housing-price-name" className="housing-price__name">
              {text('service.price.title')}
            </h3>
            <p className="housing-price__amount">{text('service.price.amount')}</p>
            <p className="housing-price__support">{text('service.price.support')}</p>
            <ul className="housing-checks" role="list">
              {list('included').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <a className="button button--primary housing-price__cta" href={`#${FORM_ANCHOR}`}>
              {text('service.price.cta')}
            </a>
          </article>
        </div>
      </section>

      <div id={BODY_ANCHOR}>
        <PageSection
          id="housing-requirements"
          title={text('service.requirements.title')}
          intro={text('service.requirements.intro')}
          alt
        >
          <ul className="housing-grid" role="list">
            {requirements.map((group, index) => (
              <li key={group.title} className="card">
                <span className="housing-icon">
                  <LineIcon name={REQUIREMENT_ICONS[index % REQUIREMENT_ICONS.length]!} />
                </span>
                <h3>{group.title}</h3>
                <ul className="housing-checks" role="list">
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="housing-tips" title={text('service.tips.title')} intro={text('service.tips.intro')}>
          <ul className="housing-grid housing-tips" role="list">
            {tips.map((tip) => (
              <li key={tip.title} className="housing-tip">
                <LineIcon name="bulb" className="housing-tip__icon" />
                <div>
                  <h3>{tip.title}</h3>
                  <p className="housing-muted">{tip.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </PageSection>

        <RecommendedArticles />

        <PageSection id="housing-faq" title={text('service.faqTitle')} alt inner="housing-narrow">
          <Accordion items={records('service.faq', ['question', 'answer'] as const)} />
        </PageSection>

        <HousingFormSection form={form} title={text('service.form.title')} intro={text('service.form.intro')} />

        <section className="section section--alt" aria-labelledby="housing-cta-title">
          <div className="container">
            <div className="card housing-cta">
              <h2 id="housing-cta-title">{text('service.cta.title')}</h2>
              <p className="housing-muted">{text('service.cta.text')}</p>
              <div className="housing-actions housing-actions--center">
                <WhatsAppLink message={text('service.cta.chatMessage')}>{text('service.cta.chat')}</WhatsAppLink>
                <Link className="button button--secondary" to={pagePath('booking', lang)}>
                  {text('service.cta.book')}
                </Link>
              </div>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
