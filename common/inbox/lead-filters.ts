// The inbox list's filters, read from the query string by the server (list and CSV export)
// and written into it by the UI, so both agree on names and rules.
import { z } from 'zod';
import { FORM_KEYS, type FormKey } from '../forms/registry';
import { LANGS } from '../lang';

export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'IN_PROGRESS', 'WON', 'LOST', 'SPAM'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const PAGE_SIZE = 25;

const isoDate = z.iso.date();
// Empty query values ("?status=") mean "no filter".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const LeadFiltersSchema = z.object({
  formType: optional(z.enum(FORM_KEYS as [FormKey, ...FormKey[]])),
  status: optional(z.enum(LEAD_STATUSES)),
  language: optional(z.enum(LANGS)),
  /** Received on or after this day / on or before this day (Amsterdam time). */
  from: optional(isoDate),
  to: optional(isoDate),
  /** Part of the name, email or phone number. */
  q: optional(z.string().trim().max(100)),
  page: optional(z.coerce.number().int().min(1).max(10_000)),
});

export type LeadFilters = z.output<typeof LeadFiltersSchema>;

/** The query string for a set of filters (blank ones left out). */
export function filtersQuery(filters: Partial<Record<keyof LeadFilters, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
