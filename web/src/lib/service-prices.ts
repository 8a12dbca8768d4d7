// The services the home page lists (its table, and the offer catalogue of its structured
// data), each with its price: the key names its texts in the services namespace (common/locales), which the inbox and the emails read too. Apart from the structured
// data so that the home page does not load the JSON-LD code with its own (the JavaScript budget, docs/BENCHMARKS.md).
import { PRICES } from '../../../common/business';

export const SERVICE_KEYS = [
  'taxReturn',
  'zzp',
  'health',
  'unemployment',
  'ruling30',
  'carImport',
  'consultation',
  'housingSearch',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];
export const SERVICE_PRICE: Record<ServiceKey, number> = {
  taxReturn: PRICES.taxReturn,
  zzp: PRICES.zzp,
  health: PRICES.health,
  unemployment: PRICES.unemployment,
  ruling30: PRICES.ruling30,
  carImport: PRICES.carImport,
  consultation: PRICES.consultationPerHour,
  housingSearch: PRICES.housingSearch,
};
