// What an advisor may change on a lead (PATCH /inbox/api/leads/:id) and a new note.
import { z } from 'zod';
import { storable } from '../forms/fields';
import { LEAD_STATUSES, NOTE_MAX_LENGTH } from './statuses';

export const LeadChangesSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    /** A day (YYYY-MM-DD), or null to clear it. */
    followUpOn: z.iso.date().nullable().optional(),
    /** An advisor's id, or null for nobody. */
    assigneeId: z.uuid().nullable().optional(),
  })
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { error: 'inbox.nothingToChange' });

export type LeadChanges = z.output<typeof LeadChangesSchema>;

export const NoteSchema = z
  .object({
    body: storable(
      z.string().trim().min(1, { error: 'validation.required' }).max(NOTE_MAX_LENGTH, { error: 'validation.tooLong' }),
    ),
    /** Shown to the visitor on her request page (docs/decisions/0058-request-page.md). */
    forVisitor: z.boolean().optional(),
  })
  .strict();
