// The inbox list's filters as the server reads them from the query string (list and CSV
// export); the UI writes the same names into the address (web/src/inbox/lead-list/).
import { z } from 'zod';
import { storable } from '../forms/fields';
import { FORM_KEYS, type FormKey } from '../forms/registry';
import { LANGS } from '../lang';
import { LEAD_STATUSES } from './statuses';

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
  q: optional(storable(z.string().trim().max(100, { error: 'validation.tooLong' }))),
  page: optional(z.coerce.number().int().min(1).max(10_000)),
});

export type LeadFilters = z.output<typeof LeadFiltersSchema>;
