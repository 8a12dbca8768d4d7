// The advisor accepts a document her client sent from the request page without the bot check's
// proof (docs/decisions/0061-documents-from-the-request-page.md): it then counts like any other.
// Under a lock of the lead's row, as the page's own sending, so the request becomes complete once;
// no push, since she is the one who made it so.
import type { LeadRow } from '../../common/inbox/api';
import type { FormKey } from '../../common/forms/registry';
import { documentCount, type Answers } from '../../common/services/documents';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';

export async function acceptHeldFile(
  prisma: Database,
  { leadId, fileId }: { leadId: string; fileId: string },
): Promise<{ documents: LeadRow['documents'] }> {
  return prisma.$transaction(async (tx) => {
    const [lead] = await tx.$queryRaw<{ form_type: FormKey; data: Answers; complete: boolean }[]>`
      SELECT form_type, data, documents_complete_at IS NOT NULL AS complete FROM leads
      WHERE id = ${leadId}::uuid FOR UPDATE`;
    const accepted = await tx.leadFile.updateMany({
      where: { id: fileId, leadId, heldReason: { not: null } },
      data: { heldReason: null },
    });
    if (!lead || accepted.count === 0) throw new AppError('notFound', 'inbox.notFound');
    const counted = await tx.leadFile.findMany({ where: { leadId, heldReason: null }, select: { field: true } });
    const documents = documentCount(lead.form_type, lead.data, counted) ?? null;
    if (documents && documents.received === documents.needed && !lead.complete)
      await tx.lead.update({ where: { id: leadId }, data: { documentsCompleteAt: new Date() } });
    return { documents };
  });
}
