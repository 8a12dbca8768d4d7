// Click-to-chat links (wa.me) with a prefilled message per page and language.
import { BUSINESS } from '../../../common/business';

export function whatsappUrl(message: string): string {
  return `https://wa.me/${BUSINESS.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

export function phoneUrl(): string {
  return `tel:${BUSINESS.phone.replace(/\s+/g, '')}`;
}
