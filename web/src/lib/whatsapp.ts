// Click-to-chat links (wa.me) with a prefilled message per page and language.
import { BUSINESS } from '../../../common/business';

const chatLink = (digits: string, message: string) => `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;

export function whatsappUrl(message: string): string {
  return chatLink(BUSINESS.whatsappNumber, message);
}

export function phoneUrl(): string {
  return `tel:${BUSINESS.phone.replace(/\s+/g, '')}`;
}

/**
 * Click-to-chat with a visitor's own number (the inbox): wa.me wants the international
 * number in digits only; 00 becomes nothing and a Dutch 0 (06...) becomes 31.
 */
export function whatsappChatUrl(phone: string, message: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (!phone.trim().startsWith('+') && digits.startsWith('0')) digits = `31${digits.slice(1)}`;
  return chatLink(digits, message);
}
