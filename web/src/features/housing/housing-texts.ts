// The housing pages' texts (housing.json) with the firm's numbers filled in: price, support
// period, call length, brand and city come from common/business.ts and the service catalogue
// (common/services/catalogue.ts), never from the texts.
import { useTranslation } from 'react-i18next';
import { BUSINESS, CALLS, SUPPORT } from '../../../../common/business';
import { SERVICES } from '../../../../common/services/catalogue';
import { useLanguage } from '../../lib/language';
import { textReaders } from '../../lib/text-readers';
import { formatPrice } from '../../../../common/format';

export function useHousingTexts() {
  const { t } = useTranslation(['housing', 'service-forms', 'common']);
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
