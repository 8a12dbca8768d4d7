// Working a lead: status (recorded with who and when), follow-up day, assignee, notes. Each
// answers what it wrote (the lead's row, the status change, the note), so the inbox updates
// its page without opening the lead again: a change is not a view, and only views are
// audited as such (docs/decisions/0026-lead-read-model-and-exports.md).
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { LeadChangeResult, NoteResult } from '../../common/inbox/api';
import type { LeadChanges } from '../../common/inbox/lead-changes';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { Prisma } from '../generated/prisma/client';
import { toHistoryEntry, toNoteEntry } from './lead-detail';
import { ROW_COLUMNS, TODAY_SQL, type LeadRowRecord } from '../leads/lead-query';
import { toLeadRow } from './list-leads';
import { isHeld, releaseHeldLead } from './release-lead';

export async function changeLead(
  prisma: Database,
  boss: PgBoss,
  advisor: SignedInAdvisor,
  id: string,
  changes: LeadChanges,
): Promise<LeadChangeResult> {
  return prisma.$transaction(async (tx) => {
    // FOR UPDATE: two advisors changing the status at once still leave a true from→to chain.
    const [lead] = await tx.$queryRaw<
      { status: NonNullable<LeadChanges['status']> }[]
    >`SELECT status::text AS status FROM leads WHERE id = ${id}::uuid FOR UPDATE`;
    if (!lead) throw new AppError('notFound', 'inbox.notFound');
    if (changes.assigneeId) {
      const assignee = await tx.advisor.findUnique({ where: { id: changes.assigneeId }, select: { id: true } });
      if (!assignee) throw new AppError('invalid', 'inbox.unknownAdvisor');
    }
    const sets = [Prisma.sql`updated_at = now()`];
    if (changes.status) sets.push(Prisma.sql`status = ${changes.status}::"LeadStatus"`);
    if (changes.followUpOn !== undefined) {
      sets.push(Prisma.sql`follow_up_on = ${changes.followUpOn}::date`);
      // A day she sets for today or before needs no reminder that it has come (server/reminders/).
      sets.push(
        Prisma.sql`follow_up_reminded_on = CASE WHEN ${changes.followUpOn}::date <= ${TODAY_SQL} THEN ${changes.followUpOn}::date END`,
      );
    }
    if (changes.assigneeId !== undefined) sets.push(Prisma.sql`assignee_id = ${changes.assigneeId}::uuid`);
    // The row as written, with the inbox's derived columns (name, phone, due) from the same SQL as the list.
    const [row] = await tx.$queryRaw<(LeadRowRecord & { assignee_id: string | null })[]>`
      WITH l AS (UPDATE leads SET ${Prisma.join(sets)} WHERE id = ${id}::uuid RETURNING *)
      SELECT ${ROW_COLUMNS}, l.assignee_id FROM l LEFT JOIN advisors a ON a.id = l.assignee_id`;
    if (changes.status && isHeld(lead.status) && !isHeld(changes.status)) await releaseHeldLead(tx, boss, id);
    const statusChange =
      changes.status && changes.status !== lead.status
        ? await tx.leadStatusChange.create({
            data: {
              id: randomUUID(),
              leadId: id,
              advisorId: advisor.id,
              fromStatus: lead.status,
              toStatus: changes.status,
            },
            select: { fromStatus: true, toStatus: true, changedAt: true, advisor: { select: { email: true } } },
          })
        : null;
    return {
      lead: { ...toLeadRow(row!), assigneeId: row!.assignee_id },
      statusChange: statusChange && toHistoryEntry(statusChange),
    };
  });
}

export async function addNote(
  prisma: Database,
  advisor: SignedInAdvisor,
  leadId: string,
  { body, forVisitor = false }: { body: string; forVisitor?: boolean },
): Promise<NoteResult> {
  const lead = await prisma.lead.findUnique({ where: { id: leadId }, select: { id: true } });
  if (!lead) throw new AppError('notFound', 'inbox.notFound');
  const note = await prisma.leadNote.create({
    data: { id: randomUUID(), leadId, authorId: advisor.id, body, kind: forVisitor ? 'FOR_VISITOR' : 'PRIVATE' },
    select: { id: true, body: true, kind: true, createdAt: true, author: { select: { email: true } } },
  });
  return { note: toNoteEntry(note) };
}
