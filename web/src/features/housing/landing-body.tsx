// The housing landing page's body below its hero: a part on demand (components/on-demand.tsx)
// that loads, with its texts (housing-landing, housing-body and the form's title in service-forms), as the visitor comes within a screen
// of the FAQ or touches anything from there down (docs/decisions/0060-native-faq.md). Who it is
// for, the steps and what is included above it are text and a link within the page. Until then
// its prerendered HTML works on its own: plain text and the FAQ's native disclosures; the
// request form inside loads as before.
import { SERVICES } from '../../../../common/services/catalogue';
import { Accordion } from '../../components/accordion';
import { LineIcon, type IconName } from '../../components/line-icon';
import { PageSection } from '../../components/page-section';
import { BODY_ANCHOR, FORM_ANCHOR } from './housing-anchors';
import { HousingFormSection, type RequestForm } from './housing-form-section';
import { HousingSteps } from './housing-steps';
import { useHousingTexts } from './housing-texts';

const AUDIENCE_ICONS: IconName[] = ['id-card', 'briefcase', 'baby', 'map-pin'];

/** `form`: the request form, given by the page (features/service-forms/housing-request-form.tsx). */
export function HousingLandingBody({ form }: { form: RequestForm }) {
  const { text, list, records } = useHousingTexts('landing');
  const audience = records('landing.audience.items', ['title', 'text'] as const);

  return (
    <>
      <PageSection id="housing-audience" title={text('landing.audience.title')} intro={text('landing.audience.intro')}>
        <ul className="housing-grid" role="list">
          {audience.map((item, index) => (
            <li key={item.title} className="card">
              <span className="housing-icon">
                <LineIcon name={AUDIENCE_ICONS[index % AUDIENCE_ICONS.length]!} />
              </span>
              <h3>{item.title}</h3>
              <p className="housing-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <HousingSteps
        id="housing-steps"
        title={text('landing.process.title')}
        intro={text('landing.process.intro')}
        alt
      />

      <section className="section" aria-labelledby="housing-included-title">
        <div className="container housing-split">
          <div>
            <h2 id="housing-included-title">{text('landing.included.title')}</h2>
            <p className="section__intro">{text('landing.included.intro')}</p>
            <a className="button button--primary" href={`#${FORM_ANCHOR}`}>
              {text('landing.included.cta')}
            </a>
          </div>
          <ul className="card housing-checks housing-checks--card" role="list">
            {list('included').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <div id={BODY_ANCHOR}>
        <PageSection id="housing-faq" title={text('landing.faqTitle')} alt inner="housing-narrow">
          <Accordion items={records('landing.faq', ['question', 'answer'] as const)} />
        </PageSection>

        <HousingFormSection
          form={form}
          title={text('service-forms:forms.housingSearch.title')}
          intro={text('service-forms:forms.housingSearch.subtitle', { price: SERVICES.housingSearch.price.amount })}
        />
      </div>
    </>
  );
}
