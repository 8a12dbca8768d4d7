// What the inbox may do at once to the leads the advisor selected (POST /inbox/api/leads/bulk):
// one action on up to BULK_MAX_IDS chosen leads, or on every lead matching the list's filters
// (the count she was shown named, so that nothing she did not see is changed), all or nothing
// (docs/decisions/0028-inbox-layouts-keyboard-bulk.md).
import { z } from 'zod';
import { LeadFiltersSchema } from './lead-filters';
import { BULK_MAX_MATCHING, LEAD_STATUSES } from './statuses';

/** Far more than a page of the list (25), enough to clear a flood of test or bot leads in a few steps. */
export const BULK_MAX_IDS = 500;

const Ids = z
  .array(z.uuid())
  .min(1)
  .max(BULK_MAX_IDS)
  .transform((ids) => [...new Set(ids)]);

/** The list's filters (no page) and how many leads they matched when she chose them. */
const Matching = z
  .object({ filters: LeadFiltersSchema.omit({ page: true }), count: z.number().int().min(1).max(BULK_MAX_MATCHING) })
  .strict();

const target = { ids: Ids.optional(), matching: Matching.optional() };

export const BulkActionSchema = z
  .discriminatedUnion('action', [
    /** SPAM marks spam; any other status on a spam lead is "not spam" and sends its held notifications. */
    z.object({ action: z.literal('status'), ...target, status: z.enum(LEAD_STATUSES) }).strict(),
    /** An advisor's id, or null for nobody. */
    z.object({ action: z.literal('assign'), ...target, assigneeId: z.uuid().nullable() }).strict(),
    z.object({ action: z.literal('delete'), ...target }).strict(),
  ])
  .refine((action) => (action.ids === undefined) !== (action.matching === undefined), {
    error: 'inbox.invalidRequest',
    path: ['ids'],
  });

export type BulkAction = z.output<typeof BulkActionSchema>;
/** What the inbox sends: the filters as they stand in the list's address. */
export type BulkRequest = z.input<typeof BulkActionSchema>;
export type BulkTarget = { ids: string[] } | { matching: { filters: Record<string, string>; count: number } };
/** How many of the selected leads the action reached (the others were already erased). */
export type BulkResult = { count: number };
