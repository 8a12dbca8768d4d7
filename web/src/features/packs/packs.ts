// The three packs with a page of their own (docs/product.md#pages): which pack a page shows. Apart from
// their texts (pack-texts.ts) so that the head of any page can tell a pack's price (app/page-prices.ts).
import type { PageId } from '../../../../common/routes';

export type PackKey = 'student' | 'professional' | 'family';
export type PackPageId = 'studentPack' | 'professionalPack' | 'familyPack';

export const PACKS: readonly { key: PackKey; page: PackPageId; popular: boolean; onlineContract: boolean }[] = [
  { key: 'student', page: 'studentPack', popular: false, onlineContract: true },
  // Contracted after a free consultation: the contract button stays disabled (docs/product.md#pages).
  { key: 'professional', page: 'professionalPack', popular: true, onlineContract: false },
  { key: 'family', page: 'familyPack', popular: false, onlineContract: false },
];

export function packOfPage(page: PageId | undefined) {
  return PACKS.find((pack) => pack.page === page);
}
