// The housing search landing page (docs/product.md#pages): hero with the price and
// three buttons (to the form, chat, call), who it is for, the five steps, what is included,
// FAQ and the working request form with its thank-you screen. The body below the hero loads on
// demand (features/housing/landing-body.tsx).
import { onDemand } from '../components/on-demand';
import { PhoneLink, WhatsAppLink } from '../components/outbound-links';
import { BODY_ANCHOR, FORM_ANCHOR } from '../features/housing/housing-anchors';
import { HousingRequestForm } from '../features/service-forms/housing-request-form';
import { useHousingTexts } from '../features/housing/housing-texts';
import '../features/housing/housing.css';

const HousingLandingBody = onDemand(
  () => import('../features/housing/landing-body').then((module) => module.HousingLandingBody),
  ['housing-landing', 'housing-body', 'service-forms'],
);

export default function HousingLandingPage() {
  const { text } = useHousingTexts('hero');

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

      <HousingLandingBody form={HousingRequestForm} near={BODY_ANCHOR} />
    </main>
  );
}
