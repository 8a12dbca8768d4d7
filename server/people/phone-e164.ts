// Phone numbers as one person's key: E.164 (+31612345678), read with libphonenumber-js and
// the Netherlands as the country of a number typed without one ("06-12 34 56 78").
// See docs/decisions/0016-one-person-one-view.md.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

const DEFAULT_COUNTRY = 'NL';

/** The number in E.164, or null when it is not a possible phone number. */
export function toE164(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_COUNTRY);
  return parsed?.isPossible() ? parsed.number : null;
}

/** The number a lead is reached on: the phone field, else the WhatsApp field. */
export function leadPhone(data: Record<string, unknown>): string | null {
  const typed = [data.telefono, data.whatsapp].find((value) => typeof value === 'string' && value.trim());
  return typeof typed === 'string' ? toE164(typed) : null;
}
