// The only thing a visitor typed that their confirmation repeats: a first name reduced to
// letters, so the email cannot carry a message, a link or a number to whoever the form
// named as recipient (docs/SECURITY.md, "no relay").
const MAX_LENGTH = 30;
// Any Unicode white space (no-break and narrow spaces included) and the invisible separators
// that are not white space to JavaScript.
const SEPARATORS = /[\s\u200b-\u200d\u2060\ufeff]+/u;
// Letters (with combining marks), joined at most by single inner hyphens or apostrophes.
const NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/u;

/** The leading run of letters of the first word; empty when there is none or it is too long. */
export function firstName(fullName: unknown): string {
  if (typeof fullName !== 'string') return '';
  const first = fullName.normalize('NFC').trim().split(SEPARATORS)[0] ?? '';
  const name = NAME.exec(first)?.[0] ?? '';
  return [...name].length <= MAX_LENGTH ? name : '';
}
