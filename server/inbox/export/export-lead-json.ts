// One lead's complete data as JSON, for a person's access request: everything stored about
// it, its answers through the lead read model (the BSN masked, docs/SECURITY.md), documents
// included (base64), notes and status history. Audited.
import type { SignedInAdvisor } from '../../auth/sessions';
import type { Database } from '../../db/prisma';
import { AppError } from '../../errors';
import { openAnswers } from '../../leads/lead-read-model';
import type { FieldCipher } from '../../security/field-cipher';
import { audit } from '../audit';

export async function exportLeadJson(prisma: Database, cipher: FieldCipher, advisor: SignedInAdvisor, id: string) {
  const lead = await prisma.lead.findUnique({
    where: { id },
    select: {
      id: true,
      referenceNumber: true,
      formType: true,
      data: true,
      email: true,
      language: true,
      pagePath: true,
      utmSource: true,
      utmCampaign: true,
      status: true,
      notificationState: true,
      notifiedAt: true,
      confirmationState: true,
      privacyAcceptedAt: true,
      privacyPolicyVersion: true,
      followUpOn: true,
      createdAt: true,
      updatedAt: true,
      files: {
        select: {
          field: true,
          originalName: true,
          mimeType: true,
          size: true,
          sha256: true,
          createdAt: true,
          content: true,
        },
      },
      statusChanges: { select: { fromStatus: true, toStatus: true, changedAt: true }, orderBy: { changedAt: 'asc' } },
      notes: { select: { body: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
    },
  });
  if (!lead) throw new AppError('notFound', 'inbox.notFound');
  await audit(prisma, advisor, 'EXPORT', [id]);
  return {
    exportedAt: new Date().toISOString(),
    ...lead,
    data: openAnswers(cipher, lead.formType, lead.data as Record<string, unknown>, 'inbox'),
    files: lead.files.map(({ content, ...file }) => ({
      ...file,
      contentBase64: Buffer.from(content).toString('base64'),
    })),
  };
}
