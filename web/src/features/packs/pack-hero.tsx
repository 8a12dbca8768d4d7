// The hero: back link, the page's only h1, the price card and the two main buttons.
// "Request information" scrolls to the call-to-action section; "contract" opens a chat
// for the student pack, and is permanently disabled for the professional and family
// packs (docs/product.md#pages), which are arranged after a free consultation instead.
import { useId } from 'react';
import { Link } from '../../components/link';
import { pagePath } from '../../../../common/routes';
import { WhatsAppLink } from '../../components/outbound-links';
import { BookingLink, CTA_ID } from './pack-links';
import type { PACKS } from './packs';
import type { PackTexts } from './pack-texts';

export type Pack = (typeof PACKS)[number];

export function PackHero({ pack, texts }: { pack: Pack; texts: PackTexts }) {
  const { text, lang, price, support } = texts;
  const noteId = useId();
  const chatMessage = text(`${pack.key}.chatMessage`);
  return (
    <section className="pack-hero" aria-labelledby="pack-title">
      <div className="container">
        <Link className="back-link" to={pagePath('home', lang)}>
          <span aria-hidden="true">← </span>
          {text('common.back')}
        </Link>
        <div className="pack-hero__grid">
          <div>
            <p className="pack-eyebrow">{text(`${pack.key}.eyebrow`)}</p>
            <h1 id="pack-title">{text(`${pack.key}.hero.title`)}</h1>
            <p className="pack-hero__subtitle">{text(`${pack.key}.hero.subtitle`)}</p>
            <div className="pack-actions">
              <a className="button button--primary" href={`#${CTA_ID}`}>
                {text('common.requestInfo')}
              </a>
              {pack.onlineContract ? (
                <WhatsAppLink message={chatMessage}>{text('common.contract')}</WhatsAppLink>
              ) : (
                <button type="button" className="button button--secondary" disabled aria-describedby={noteId}>
                  {text('common.contract')}
                </button>
              )}
            </div>
            {!pack.onlineContract && (
              <div className="pack-consult">
                <p id={noteId}>{text('common.contractDisabledNote')}</p>
                <div className="pack-actions">
                  <WhatsAppLink message={chatMessage}>{text('common.chat')}</WhatsAppLink>
                  <BookingLink label={text('common.bookConsultation')} />
                </div>
              </div>
            )}
          </div>
          <div className={`card pack-offer${pack.popular ? ' pack-offer--popular' : ''}`}>
            {pack.popular && <p className="pack-badge">{text('common.mostPopular')}</p>}
            <p className="pack-offer__name">{text(`${pack.key}.name`)}</p>
            <p className="pack-offer__price">
              <span className="visually-hidden">{text('common.priceLabel')}: </span>
              {price}
            </p>
            <p className="pack-offer__support">{text('common.support', { count: support })}</p>
            <p className="pack-muted">{text(`${pack.key}.summary`)}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
