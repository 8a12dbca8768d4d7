// Pure normalizers and predicates behind the forms' field rules (docs/product.md#forms); kept free of zod so they
// are easy to test.

/** Trimmed string, or undefined for '', whitespace-only strings and null: an empty answer is "not given". */
export function blankToUndefined(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value ?? undefined;
}

/** Applies `normalize` to non-empty strings only; everything else passes through blankToUndefined. */
export function mapString(value: unknown, normalize: (text: string) => unknown): unknown {
  const cleaned = blankToUndefined(value);
  return typeof cleaned === 'string' ? normalize(cleaned) : cleaned;
}

/** Digits with at most one separator and two decimals; '45.000' is refused on purpose because in
 * Spanish and Dutch it means 45000 while JavaScript reads 45. */
const NUMERIC = /^-?\d+(?:[.,]\d{1,2})?$/;

export function parseNumeric(text: string): number | string {
  return NUMERIC.test(text) ? Number(text.replace(',', '.')) : text;
}

/** Removes the separators people type inside identification numbers ('111 222 333', '1234.56.78'). */
export function stripSeparators(text: string): string {
  return text.replace(/[\s.-]/g, '');
}

/** BSN "elfproef": 9*d1 + 8*d2 + … + 2*d8 − 1*d9 must be a multiple of 11 (and not all zeros). */
export function isValidBsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const sum = [...digits].reduce((total, char, index) => {
    const weight = index === 8 ? -1 : 9 - index;
    return total + weight * Number(char);
  }, 0);
  return sum % 11 === 0;
}

/** A BSN written with 8 digits lost its leading zero (common when it went through a spreadsheet). */
export function normalizeBsn(text: string): string {
  const digits = stripSeparators(text);
  return /^\d{8}$/.test(digits) ? `0${digits}` : digits;
}

const DUTCH_POSTCODE_SHAPE = /^([1-9]\d{3})\s*([a-z]{2})$/i;

/** '1234ab' → '1234 AB'; anything not shaped like a Dutch postcode is only uppercased. */
export function normalizePostcode(text: string): string {
  const match = DUTCH_POSTCODE_SHAPE.exec(text);
  if (!match) return text.toUpperCase();
  return `${match[1]} ${(match[2] ?? '').toUpperCase()}`;
}

/** Dutch postcodes never use the letter pairs SA, SD and SS (PostNL rule). */
export function isDutchPostcode(normalized: string): boolean {
  return /^[1-9]\d{3} [A-Z]{2}$/.test(normalized) && !/ (SA|SD|SS)$/.test(normalized);
}

/** Any country's postcode: 2–10 letters, digits, spaces or dashes; a Dutch-shaped one must be a real Dutch one. */
export function isAnyPostcode(normalized: string): boolean {
  if (/^[1-9]\d{3} [A-Z]{2}$/.test(normalized)) return isDutchPostcode(normalized);
  return /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/.test(normalized);
}

/** 6–15 digits with an optional leading + and the usual separators (spaces, dashes, dots, parentheses). */
export function isPhone(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** 'YYYY-MM-DD' that exists in the calendar (no 2025-02-30) within 1900–2100. */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** NUL, lone surrogates and Unicode noncharacters (U+FDD0–FDEF, U+xFFFE/xFFFF). PostgreSQL cannot
 * store the first two in text or JSON (error 22P05), and none of them is something a person typed. */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters this finds
const UNSTORABLE = /[\u0000\p{Cs}\p{Noncharacter_Code_Point}]/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Bidirectional controls (embeddings, overrides, isolates, marks): U+202E makes "Carlos\u202Etxt.exe"
 * read as "Carlosexe.txt" in the advisor's subject (Unicode TR #36, "Bidirectional Text Spoofing"). */
export const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** A single-line answer (a name, a subject): control characters and line or paragraph separators
 * become one space, invisible format characters (Unicode Cf, the bidi controls among them) go. NUL
 * stays, for isStorableText to refuse with its own message. */
export function singleLine(text: string): string {
  return (
    text
      .replace(/\p{Cf}/gu, '')
      // eslint-disable-next-line no-control-regex -- control characters are what this replaces
      .replace(/[\u0001-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .trim()
  );
}

/** A message box keeps its line breaks (U+2028/2029 become plain ones) but loses the bidi controls. */
export function multiLine(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(/[\u2028\u2029]/g, '\n');
}
