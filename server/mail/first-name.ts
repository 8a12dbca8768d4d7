// The only thing a visitor typed that their confirmation repeats: a first name reduced to
// letters, so the email cannot carry a message, a link or a number to whoever the form
// named as recipient (docs/SECURITY.md, "no relay").
const MAX_LENGTH = 30;
// Any Unicode white space (no-break and narrow spaces included) and the invisible separators
// that are not white space to JavaScript.
const SEPARATORS = /[\s\u200b-\u200d\u2060\ufeff]+/u;
// A word of letters (with combining marks), joined at most by single inner hyphens or
// apostrophes, and perhaps a comma or full stop after it ("Ana," "Ana."). Anything else in the
// first word (digits, "Ana.URGENT", "https://…") makes it no name at all.
const NAME = /^([\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*)[.,;:!]?$/u;

/** The first word when it is a name of letters, at most 30 characters; otherwise empty. */
export function firstName(fullName: unknown): string {
  if (typeof fullName !== 'string') return '';
  const first = fullName.normalize('NFC').trim().split(SEPARATORS)[0] ?? '';
  const name = NAME.exec(first)?.[1] ?? '';
  return [...name].length <= MAX_LENGTH ? name : '';
}
