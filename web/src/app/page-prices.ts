// The price each page sells at, from the one price list: the page's texts show it as
// {{price}}, and its structured data offers it.
import { PACK_PRICES, PRICES } from '../../../common/business';
import type { PageId } from '../../../common/routes';

export const PAGE_PRICE: Partial<Record<PageId, number>> = {
  taxReturnForm: PRICES.taxReturn,
  zzpForm: PRICES.zzp,
  healthForm: PRICES.health,
  unemploymentForm: PRICES.unemployment,
  ruling30Form: PRICES.ruling30,
  carImportForm: PRICES.carImport,
  consultationForm: PRICES.consultationPerHour,
  booking: PRICES.consultationPerHour,
  housingLanding: PRICES.housingSearch,
  housingService: PRICES.housingSearch,
  studentPack: PACK_PRICES.student,
  professionalPack: PACK_PRICES.professional,
  familyPack: PACK_PRICES.family,
};
