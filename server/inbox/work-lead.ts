// Working a lead: status (recorded with who and when), follow-up day, assignee, notes.
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { LeadChanges } from '../../common/inbox/lead-changes';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { releaseHeldLead } from './release-lead';

export async function changeLead(
  prisma: Database,
  boss: PgBoss,
  advisor: SignedInAdvisor,
  id: string,
  changes: LeadChanges,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // FOR UPDATE: two advisors changing the status at once still leave a true from→to chain.
    const [lead] = await tx.$queryRaw<
      { status: LeadChanges['status'] }[]
    >`SELECT status::text AS status FROM leads WHERE id = ${id}::uuid FOR UPDATE`;
    if (!lead) throw new AppError('notFound', 'inbox.notFound');
    if (changes.assigneeId) {
      const assignee = await tx.advisor.findUnique({ where: { id: changes.assigneeId }, select: { id: true } });
      if (!assignee) throw new AppError('invalid', 'inbox.unknownAdvisor');
    }
    await tx.lead.update({
      where: { id },
      data: {
        ...(changes.status && { status: changes.status }),
        ...(changes.followUpOn !== undefined && {
          followUpOn: changes.followUpOn ? new Date(`${changes.followUpOn}T00:00:00Z`) : null,
        }),
        ...(changes.assigneeId !== undefined && { assigneeId: changes.assigneeId }),
      },
    });
    if (lead.status === 'SPAM' && changes.status && changes.status !== 'SPAM') await releaseHeldLead(tx, boss, id);
    if (changes.status && changes.status !== lead.status) {
      await tx.leadStatusChange.create({
        data: {
          id: randomUUID(),
          leadId: id,
          advisorId: advisor.id,
          fromStatus: lead.status!,
          toStatus: changes.status,
        },
      });
    }
  });
}

export async function addNote(prisma: Database, advisor: SignedInAdvisor, leadId: string, body: string): Promise<void> {
  const lead = await prisma.lead.findUnique({ where: { id: leadId }, select: { id: true } });
  if (!lead) throw new AppError('notFound', 'inbox.notFound');
  await prisma.leadNote.create({ data: { id: randomUUID(), leadId, authorId: advisor.id, body } });
}
