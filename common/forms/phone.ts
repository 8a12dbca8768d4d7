// Phone numbers read one way by the forms (browser and server) and by person linking: with
// libphonenumber-js and its smallest metadata ("min": lengths and leading digits per country,
// enough to tell "612345" from a real number), the Netherlands as the country of a number typed
// without one ("06 12345678"), any other country with its + code ("+34 612 345 678").
// See docs/decisions/0024-forgiving-fields.md and docs/decisions/0016-one-person-one-view.md.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

const DEFAULT_COUNTRY = 'NL';

const read = (typed: string) => parsePhoneNumberFromString(typed, DEFAULT_COUNTRY);

/** A number that can be dialled: the right length and leading digits for its country. */
export function isRealPhone(typed: string): boolean {
  return read(typed)?.isValid() ?? false;
}

/** The number in E.164 (+31612345678), or null when it cannot be a phone number. Person linking
 * reads older leads too, sent before the forms checked numbers, so it asks only "possible". */
export function toE164(typed: string): string | null {
  const parsed = read(typed);
  return parsed?.isPossible() ? parsed.number : null;
}

/** The number without its country code ("7911123456" for "+44 (0)7911-123456"), or null when it cannot be a phone
 * number: the same person typed with another country assumed (a UK number typed as "07911 123456") still matches. */
export function nationalNumber(typed: string): string | null {
  const parsed = read(typed);
  return parsed?.isPossible() ? parsed.nationalNumber : null;
}
