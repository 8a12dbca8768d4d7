// The price each page sells at: a service's from the service catalogue (common/services/catalogue.ts),
// a pack's from common/business.ts. The page's texts show it as {{price}}, and its structured data offers it.
import { PACK_PRICES } from '../../../common/business';
import type { PageId } from '../../../common/routes';
import { serviceOfPage, SERVICES } from '../../../common/services/catalogue';
import { packOfPage } from '../features/packs/packs';

export function pagePrice(page: PageId): number | undefined {
  const service = serviceOfPage(page);
  if (service) return SERVICES[service].price.amount;
  const pack = packOfPage(page);
  return pack && PACK_PRICES[pack.key];
}
