// Click-to-chat links (wa.me) with a prefilled message per page and language.
import { BUSINESS } from '../../../common/business';
import { whatsappDigits } from '../../../common/contact-links';

const chatLink = (digits: string, message: string) => `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;

export function whatsappUrl(message: string): string {
  return chatLink(BUSINESS.whatsappNumber, message);
}

export function phoneUrl(): string {
  return `tel:${BUSINESS.phone.replace(/\s+/g, '')}`;
}

/** Click-to-chat with a visitor's own number (the inbox). */
export function whatsappChatUrl(phone: string, message: string): string {
  return chatLink(whatsappDigits(phone), message);
}
