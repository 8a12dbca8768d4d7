// Personal data that needs more care than the rest (docs/SECURITY.md): the citizen service
// number (BSN) and the date of birth never travel in an email, a log line or a URL. The BSN is
// also stored encrypted and masked in the inbox and its exports until an advisor reveals it
// (an audited action); the date of birth is shown there, the advisor works with it.
export const SENSITIVE_FIELDS = ['bsn', 'fechaNacimiento'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

export const isSensitiveField = (field: string): field is SensitiveField =>
  (SENSITIVE_FIELDS as readonly string[]).includes(field);

/** Enough to tell two clients apart, useless to anyone else: the last three digits of a BSN,
 * the year of a date of birth. */
export function maskSensitive(field: SensitiveField, value: string): string {
  return field === 'bsn' ? `******${value.slice(-3)}` : `${value.slice(0, 4)}-**-**`;
}
