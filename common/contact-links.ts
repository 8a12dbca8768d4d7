// Links that start a conversation with a visitor from the advisor's phone: WhatsApp
// (wa.me click-to-chat), a call and an email. Used by the advisor's email and the inbox.

/**
 * wa.me wants the international number in digits only: 00 becomes nothing and a Dutch
 * national number (06...) gets 31 in place of its 0.
 */
export function whatsappDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (!phone.trim().startsWith('+') && digits.startsWith('0')) return `31${digits.slice(1)}`;
  return digits;
}

export function whatsappChatUrl(phone: string, message: string): string {
  return `https://wa.me/${whatsappDigits(phone)}?text=${encodeURIComponent(message)}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoUrl(email: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
