// What the inbox may do at once to the leads the advisor selected (POST /inbox/api/leads/bulk):
// one action on up to BULK_MAX_IDS leads, all or nothing (docs/decisions/0028-inbox-layouts-keyboard-bulk.md).
import { z } from 'zod';
import { LEAD_STATUSES } from './statuses';

/** Far more than a page of the list (25), enough to clear a flood of test or bot leads in a few steps. */
export const BULK_MAX_IDS = 500;

const Ids = z
  .array(z.uuid())
  .min(1)
  .max(BULK_MAX_IDS)
  .transform((ids) => [...new Set(ids)]);

export const BulkActionSchema = z.discriminatedUnion('action', [
  /** SPAM marks spam; any other status on a spam lead is "not spam" and sends its held notifications. */
  z.object({ action: z.literal('status'), ids: Ids, status: z.enum(LEAD_STATUSES) }).strict(),
  /** An advisor's id, or null for nobody. */
  z.object({ action: z.literal('assign'), ids: Ids, assigneeId: z.uuid().nullable() }).strict(),
  z.object({ action: z.literal('delete'), ids: Ids }).strict(),
]);

export type BulkAction = z.output<typeof BulkActionSchema>;
/** How many of the selected leads the action reached (the others were already erased). */
export type BulkResult = { count: number };
