// The fixed bar that phones show at the bottom of a pack page: the pack, its price and
// "request information" (hidden from 48rem by CSS).
import { CTA_ID } from './pack-links';
import type { PackKey } from './packs';
import type { PackTexts } from './pack-texts';

export function BottomBar({ pack, texts }: { pack: PackKey; texts: PackTexts }) {
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
