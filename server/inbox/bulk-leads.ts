// One action on many leads at once (chosen, or all those matching the list's filters), in one
// transaction (all or none): a status (spam and
// "not spam" included: a held lead's notifications go out then, as for a single lead), an
// assignee, or erasure as a single lead is erased. Each lead reached gets its audit row
// (docs/decisions/0028-inbox-layouts-keyboard-bulk.md).
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { BulkAction, BulkResult } from '../../common/inbox/bulk-actions';
import type { SignedInAdvisor } from '../auth/sessions';
import type { ErasureLog } from '../leads/erase-lead';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import type { LeadStatus, Prisma } from '../generated/prisma/client';
import { audit } from '../leads/audit';
import { leadWhere } from '../leads/lead-query';
import { eraseLeads } from '../leads/erase-lead';
import { isHeld, releaseHeldLead } from './release-lead';

export async function bulkLeads(
  { prisma, boss, erasureLog }: { prisma: Database; boss: PgBoss; erasureLog: ErasureLog },
  advisor: SignedInAdvisor,
  action: BulkAction,
): Promise<BulkResult> {
  const ids = await prisma.$transaction(async (tx) => {
    const chosen = action.ids ?? (await matchingIds(tx, action.matching!));
    if (action.action === 'delete') return eraseLeads(tx, advisor, chosen);
    // FOR UPDATE, in id order so that two bulk actions at once cannot deadlock; a lead erased meanwhile is skipped.
    const leads = await tx.$queryRaw<{ id: string; status: LeadStatus }[]>`SELECT id, status::text AS status
      FROM leads WHERE id = ANY(${chosen}::uuid[]) ORDER BY id FOR UPDATE`;
    const found = leads.map((lead) => lead.id);
    if (action.action === 'assign') {
      await assign(tx, found, action.assigneeId);
      await audit(tx, advisor, 'ASSIGN', found);
    } else {
      await changeStatus(tx, boss, advisor, leads, action.status);
      await audit(tx, advisor, 'CHANGE_STATUS', found);
    }
    return found;
  });
  if (action.action === 'delete') await erasureLog.record(ids);
  return { count: ids.length };
}

/**
 * Every lead the list's filters match, locked; refused when they are no longer the number she
 * was shown (a lead arrived or left meanwhile), so that the action reaches only what she chose.
 */
async function matchingIds(tx: Prisma.TransactionClient, matching: NonNullable<BulkAction['matching']>) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT l.id FROM leads l WHERE ${leadWhere(matching.filters)}
    ORDER BY l.id FOR UPDATE`;
  if (rows.length !== matching.count) throw new AppError('invalid', 'inbox.bulkCountChanged');
  return rows.map((row) => row.id);
}

async function assign(tx: Prisma.TransactionClient, ids: string[], assigneeId: string | null) {
  if (assigneeId && !(await tx.advisor.findUnique({ where: { id: assigneeId }, select: { id: true } })))
    throw new AppError('invalid', 'inbox.unknownAdvisor');
  await tx.lead.updateMany({ where: { id: { in: ids } }, data: { assigneeId } });
}

async function changeStatus(
  tx: Prisma.TransactionClient,
  boss: PgBoss,
  advisor: SignedInAdvisor,
  leads: { id: string; status: LeadStatus }[],
  status: LeadStatus,
) {
  const changing = leads.filter((lead) => lead.status !== status);
  await tx.lead.updateMany({ where: { id: { in: changing.map((lead) => lead.id) } }, data: { status } });
  await tx.leadStatusChange.createMany({
    data: changing.map((lead) => ({
      id: randomUUID(),
      leadId: lead.id,
      advisorId: advisor.id,
      fromStatus: lead.status,
      toStatus: status,
    })),
  });
  // Between the two held states nothing is released: spam to review, or back, sends nothing.
  if (isHeld(status)) return;
  for (const lead of changing) if (isHeld(lead.status)) await releaseHeldLead(tx, boss, lead.id);
}
