// The end of a pack page: FAQ accordion, call to action, with/without comparison,
// related links and the fixed bar that phones show at the bottom of the screen.
import { Link } from '../../components/link';
import { pagePath } from '../../../../common/routes';
import { Accordion } from '../../components/accordion';
import { ScrollTable } from '../../components/scroll-table';
import { WhatsAppLink } from '../../components/outbound-links';
import { BookingLink, CTA_ID } from './pack-links';
import { Section } from './pack-sections';
import { PACKS, type PackKey } from './packs';
import type { PackTexts } from './pack-texts';

type Props = { pack: PackKey; texts: PackTexts };

export function FaqSection({ pack, texts }: Props) {
  // `<pack>.faq` is also read by the page's FAQPage structured data.
  const items = texts.records(`${pack}.faq`, ['question', 'answer'] as const);
  return (
    <Section id="preguntas-frecuentes" alt title={texts.text('common.faqTitle')}>
      <div className="pack-faq">
        <Accordion items={items} />
      </div>
    </Section>
  );
}

export function CtaSection({ pack, texts }: Props) {
  const { text, lang } = texts;
  return (
    <section id={CTA_ID} className="section pack-cta" aria-labelledby={`${CTA_ID}-title`}>
      <div className="container">
        <div className="pack-cta__box">
          <h2 id={`${CTA_ID}-title`}>{text('common.ctaTitle')}</h2>
          <p className="pack-cta__lead">{text(`${pack}.cta`)}</p>
          <p>{text('common.ctaText')}</p>
          <div className="pack-actions">
            <WhatsAppLink message={text(`${pack}.chatMessage`)}>{text('common.chat')}</WhatsAppLink>
            <Link className="button button--secondary" to={`${pagePath('home', lang)}?pack=${pack}#contacto`}>
              {text('common.contactForm')}
            </Link>
            <BookingLink label={text('common.bookConsultation')} />
          </div>
        </div>
      </div>
    </section>
  );
}

export function ComparisonSection({ pack, texts }: Props) {
  const { text, records } = texts;
  const titleId = 'comparativa-title';
  return (
    <Section id="comparativa" title={text('common.comparisonTitle')} intro={text('common.comparisonIntro')}>
      <ScrollTable labelledBy={titleId}>
        <table className="pack-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{text('common.feature')}</th>
              <th scope="col">{text('common.with')}</th>
              <th scope="col">{text('common.without')}</th>
            </tr>
          </thead>
          <tbody>
            {records(`${pack}.comparison`, ['feature', 'with', 'without'] as const).map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>
                  <span className="pack-yes" aria-hidden="true">
                    ✓{' '}
                  </span>
                  {row.with}
                </td>
                <td>{row.without}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </Section>
  );
}

export function RelatedSection({ pack, texts }: Props) {
  const { text, lang } = texts;
  const links = [
    ...PACKS.filter((other) => other.key !== pack).map((other) => ({
      to: pagePath(other.page, lang),
      title: text(`${other.key}.name`),
      description: text(`${other.key}.summary`),
    })),
    {
      to: pagePath('housingService', lang),
      title: text('common.relatedHousing'),
      description: text('common.relatedHousingText'),
    },
    { to: pagePath('blog', lang), title: text('common.relatedBlog'), description: text('common.relatedBlogText') },
  ];
  return (
    <Section id="relacionados" alt title={text('common.relatedTitle')}>
      <ul className="pack-grid pack-grid--4 pack-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              <strong>
                {link.title} <span aria-hidden="true">→</span>
              </strong>
              <span className="pack-muted">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Phones only (hidden from 48rem by CSS): the pack, its price and "request information". */
export function BottomBar({ pack, texts }: Props) {
  const { text, price } = texts;
  return (
    <section className="pack-bar" data-bottom-bar aria-label={text('common.bottomBar')}>
      <p className="pack-bar__price">
        <span>{text(`${pack}.name`)}</span>
        <strong>{price}</strong>
      </p>
      <a className="button button--primary" href={`#${CTA_ID}`}>
        {text('common.requestInfo')}
      </a>
    </section>
  );
}
