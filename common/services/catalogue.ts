// The firm's services, once (docs/decisions/0051-service-catalogue.md). A service goes by one key,
// its form's (common/forms/registry.ts): its name and description are `services:<key>.name` and
// `.description` (common/locales), its confirmation step `next-steps:steps.<key>`, its documents
// common/services/documents.ts, its replies the `<key>` section of config/reply-templates.yaml.
// Here: its price and the pages that sell it. The home page, the form pages, the structured data,
// the confirmation (screen and email), the articles' price tokens and the inbox read it. Small and
// free of texts: every public page may load it (the JavaScript budget).
import type { FormKey } from '../forms/registry';
import type { PageId } from '../routes';

/** Whole euros; `per: 'hour'` for a service sold by the hour. */
export type Price = { readonly amount: number; readonly per?: 'hour' };

type Service = {
  readonly price: Price;
  /** The page where it is requested: the home page's list links there. */
  readonly page: PageId;
  /** Other pages that sell it at its price (their texts and structured data state it). */
  readonly alsoOn?: readonly PageId[];
};

export const SERVICES = {
  taxReturn: { price: { amount: 119 }, page: 'taxReturnForm' },
  zzp: { price: { amount: 197 }, page: 'zzpForm' },
  health: { price: { amount: 69 }, page: 'healthForm' },
  unemployment: { price: { amount: 89 }, page: 'unemploymentForm' },
  ruling30: { price: { amount: 149 }, page: 'ruling30Form' },
  carImport: { price: { amount: 199 }, page: 'carImportForm' },
  consultation: { price: { amount: 59, per: 'hour' }, page: 'consultationForm', alsoOn: ['booking'] },
  housingSearch: { price: { amount: 599 }, page: 'housingLanding', alsoOn: ['housingService'] },
} as const satisfies Record<Exclude<FormKey, 'contact'>, Service>;

/** Every form but the general contact form, which is no service. */
export type ServiceKey = keyof typeof SERVICES;
/** In the order the home page lists them. */
export const SERVICE_KEYS = Object.keys(SERVICES) as ServiceKey[];

export function isService(formKey: FormKey): formKey is ServiceKey {
  return formKey in SERVICES;
}

/** The service a page requests or sells, if any. */
export function serviceOfPage(page: PageId): ServiceKey | undefined {
  return SERVICE_KEYS.find((key) => {
    const service: Service = SERVICES[key];
    return service.page === page || service.alsoOn?.includes(page);
  });
}

/** The service's name in the `services` namespace, as the site, the inbox and the emails name it. */
export const serviceNameKey = <K extends ServiceKey>(key: K) => `${key}.name` as const;
