// The housing pages' texts with the firm's numbers filled in: price, support period, call
// length, brand and city come from common/business.ts and the service catalogue
// (common/services/catalogue.ts), never from the texts. The heroes' texts (housing) load with
// the page; each page's body loads on demand with its own (housing-service, housing-landing) and
// those both bodies share (housing-body): features/housing/service-body.tsx, landing-body.tsx.
import { useTranslation } from 'react-i18next';
import { BUSINESS, CALLS, SUPPORT } from '../../../../common/business';
import { SERVICES } from '../../../../common/services/catalogue';
import { useLanguage } from '../../lib/language';
import { textReaders } from '../../lib/text-readers';
import { formatPrice } from '../../../../common/format';

/** The texts each part reads, first found first; the landing's form title and the thank-you screen are the form's (service-forms). */
const NAMESPACES = {
  hero: ['housing', 'common'],
  steps: ['housing-body', 'common'],
  success: ['housing-body', 'service-forms', 'common'],
  service: ['housing-service', 'housing-body', 'common'],
  landing: ['housing-landing', 'housing-body', 'service-forms', 'common'],
} as const;

export function useHousingTexts(part: keyof typeof NAMESPACES) {
  const { t } = useTranslation(NAMESPACES[part], { nsMode: 'fallback' });
  const { lang } = useLanguage();
  const { count, unit } = SUPPORT.housingSearch;
  const vars = {
    brand: BUSINESS.brand,
    city: BUSINESS.city,
    price: formatPrice(SERVICES.housingSearch.price.amount, lang),
    support: t(`common:units.${unit}`, { count }),
    minutes: CALLS.freeConsultation,
  };
  const { text, list, records } = textReaders(t, vars);
  return { lang, text, list, records, vars };
}

export type HousingTexts = ReturnType<typeof useHousingTexts>;
