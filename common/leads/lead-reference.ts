// The short reference a person sees for a lead (APB-1042): on the confirmation screen, in
// both emails' subjects, in the inbox and its search, in push notifications. The number comes
// from a database sequence (leads.reference_number); the lead's UUID stays internal.
// APB: the initials of the firm's name (Asesoría Países Bajos).
export const REFERENCE_PREFIX = 'APB';

export function formatLeadReference(referenceNumber: number): string {
  return `${REFERENCE_PREFIX}-${referenceNumber}`;
}

/** The number in "APB-1042", "apb 1042" or "1042"; undefined for anything else. */
export function parseLeadReference(text: string): number | undefined {
  const match = new RegExp(`^\\s*(?:${REFERENCE_PREFIX}[\\s-]*)?(\\d{1,9})\\s*$`, 'i').exec(text);
  return match ? Number(match[1]) : undefined;
}
