// The three pack pages (docs/product.md#pages): which pack a page shows, and its
// texts from packs.json with the firm's numbers filled in. Prices, support periods, the
// brand and the rating come from common/business.ts, never from the texts.
import { useTranslation } from 'react-i18next';
import { BUSINESS, CALLS, CLAIMS, PACK_PRICES, RATING, SUPPORT } from '../../../../common/business';
import { useLanguage } from '../../lib/language';
import { textReaders } from '../../lib/text-readers';
import { formatNumber, formatPrice } from '../../../../common/format';
import type { PackKey } from './packs';

/** The pack's texts: `text('common.chat')`, `list('student.included')`, `records('student.faq', [...])`. */
export function usePackTexts(pack: PackKey) {
  // `common.` keys and every pack's `name` and `summary` (the related links name the other
  // packs) come from packs, the rest under `${pack}.` from the pack's own namespace.
  const { t } = useTranslation(['packs', `pack-${pack}`, 'common'], { nsMode: 'fallback' });
  const { lang } = useLanguage();
  const { count, unit } = SUPPORT[pack];
  const vars = {
    brand: BUSINESS.brand,
    city: BUSINESS.city,
    settledYear: BUSINESS.settledInNetherlands,
    price: formatPrice(PACK_PRICES[pack], lang),
    support: t(`common:units.${unit}`, { count }),
    rating: formatNumber(RATING.value, lang),
    agencyPrice: formatNumber(CLAIMS.agencyPrice, lang),
    minutes: CALLS.freeConsultation,
  };
  const { text, list, records } = textReaders(t, vars);
  return { lang, text, list, records, price: vars.price, support: vars.support };
}

export type PackTexts = ReturnType<typeof usePackTexts>;
