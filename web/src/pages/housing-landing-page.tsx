// The housing search landing page (docs/product.md#pages): hero with the price and
// three buttons (to the form, chat, call), who it is for, the five steps, what is included,
// FAQ and the working request form with its thank-you screen.
import { SERVICES } from '../../../common/services/catalogue';
import { Accordion } from '../components/accordion';
import { LineIcon, type IconName } from '../components/line-icon';
import { PageSection } from '../components/page-section';
import { PhoneLink, WhatsAppLink } from '../components/outbound-links';
import { FORM_ANCHOR, HousingFormSection } from '../features/housing/housing-form-section';
import { HousingSteps } from '../features/housing/housing-steps';
import { HousingRequestForm } from '../features/service-forms/housing-request-form';
import { useHousingTexts } from '../features/housing/housing-texts';
import '../features/housing/housing.css';

const AUDIENCE_ICONS: IconName[] = ['id-card', 'briefcase', 'baby', 'map-pin'];

export default function HousingLandingPage() {
  const { text, list, records } = useHousingTexts();
  const audience = records('landing.audience.items', ['title', 'text'] as const);

  return (
    <main id="main" className="housing">
      <section className="housing-hero" aria-labelledby="housing-title">
        <div className="container housing-split">
          <div>
            <p className="housing-eyebrow">{text('landing.hero.eyebrow')}</p>
            <h1 id="housing-title">{text('landing.hero.title')}</h1>
            <p className="housing-hero__subtitle">{text('landing.hero.subtitle')}</p>
            <div className="housing-actions">
              <a className="button button--primary" href={`#${FORM_ANCHOR}`}>
                {text('landing.hero.start')}
              </a>
              <WhatsAppLink message={text('landing.hero.chatMessage')}>{text('landing.hero.chat')}</WhatsAppLink>
              <PhoneLink>{text('landing.hero.call')}</PhoneLink>
            </div>
          </div>
          <div className="card housing-price">
            <p className="housing-price__name">{text('landing.hero.priceLabel')}</p>
            <p className="housing-price__amount">{text('landing.hero.price')}</p>
            <p className="housing-price__support">{text('landing.hero.priceNote')}</p>
            <p className="housing-muted">{text('landing.hero.timing')}</p>
          </div>
        </div>
      </section>

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

      <PageSection id="housing-faq" title={text('landing.faqTitle')} alt inner="housing-narrow">
        <Accordion items={records('landing.faq', ['question', 'answer'] as const)} />
      </PageSection>

      <HousingFormSection
        form={HousingRequestForm}
        title={text('service-forms:forms.housingSearch.title')}
        intro={text('service-forms:forms.housingSearch.subtitle', { price: SERVICES.housingSearch.price.amount })}
      />
    </main>
  );
}
