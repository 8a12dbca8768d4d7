// The body of a pack page: housing, registration and BSN, health insurance (by case),
// what the pack includes, the arrival checklist, why choose it and two testimonials.
import { RATING } from '../../../../common/business';
import { LineIcon, type IconName } from '../../components/line-icon';
import { PageSection as Section } from '../../components/page-section';
import type { PackKey } from './packs';
import type { PackTexts } from './pack-texts';

type Props = { pack: PackKey; texts: PackTexts };

const TOPICS: { key: 'housing' | 'registration'; id: string; icon: IconName; alt: boolean }[] = [
  { key: 'housing', id: 'vivienda', icon: 'house', alt: false },
  { key: 'registration', id: 'registro-bsn', icon: 'id-card', alt: true },
];

export function TopicSections({ pack, texts }: Props) {
  const { text, list, records } = texts;
  const cases = records(`${pack}.health.cases`, ['title', 'text'] as const);
  return (
    <>
      {TOPICS.map(({ key, id, icon, alt }) => (
        <section key={key} id={id} className={`section${alt ? ' section--alt' : ''}`} aria-labelledby={`${id}-title`}>
          <div className="container pack-split">
            <div>
              <span className="pack-icon">
                <LineIcon name={icon} />
              </span>
              <h2 id={`${id}-title`}>{text(`${pack}.${key}.title`)}</h2>
              <p className="section__intro">{text(`${pack}.${key}.text`)}</p>
            </div>
            <ul className="card pack-checks">
              {list(`${pack}.${key}.points`).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <section id="seguro-medico" className="section" aria-labelledby="seguro-medico-title">
        <div className="container">
          <span className="pack-icon">
            <LineIcon name="heart-pulse" />
          </span>
          <h2 id="seguro-medico-title">{text(`${pack}.health.title`)}</h2>
          <p className="section__intro">{text(`${pack}.health.text`)}</p>
          <ul className="pack-grid pack-grid--3">
            {cases.map((item) => (
              <li key={item.title} className="card">
                <h3>{item.title}</h3>
                <p className="pack-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export function IncludedSection({ pack, texts }: Props) {
  const { text, list } = texts;
  return (
    <Section id="incluye" alt title={text('common.includedTitle')} intro={text(`${pack}.includedIntro`)}>
      <ul className="card pack-checks pack-checks--columns">
        {list(`${pack}.included`).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

export function ChecklistSection({ pack, texts }: Props) {
  const { text, list } = texts;
  return (
    <Section id="checklist" title={text('common.checklistTitle')} intro={text('common.checklistIntro')}>
      <ol className="pack-steps">
        {list(`${pack}.checklist`).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Section>
  );
}

export function WhySection({ pack, texts }: Props) {
  const { text, records } = texts;
  return (
    <Section id="por-que" alt title={text('common.whyTitle')}>
      <ul className="pack-grid pack-grid--4">
        {records(`${pack}.why`, ['title', 'text'] as const).map((item) => (
          <li key={item.title} className="card">
            <h3>{item.title}</h3>
            <p className="pack-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TestimonialsSection({ pack, texts }: Props) {
  const { text, records } = texts;
  const stars = text('common.stars', { rating: RATING.best, best: RATING.best });
  return (
    <Section id="testimonios" title={text('common.testimonialsTitle')} intro={text('common.testimonialsIntro')}>
      <ul className="pack-grid pack-grid--2">
        {records(`${pack}.testimonials`, ['quote', 'name', 'place'] as const).map((item) => (
          <li key={item.name} className="card">
            <figure className="pack-quote">
              <p className="pack-stars">
                <span aria-hidden="true">{'★'.repeat(RATING.best)}</span>
                <span className="visually-hidden">{stars}</span>
              </p>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                <span className="pack-muted">, {item.place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { Section };
