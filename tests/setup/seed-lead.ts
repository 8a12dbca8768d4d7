// A lead written straight into the database, for inbox tests that need exact times, sources,
// statuses or documents the intake would refuse (the intake itself is tested through its endpoint).
import { randomUUID } from 'node:crypto';
import type { FormKey } from '../../common/forms/registry';
import type { LeadStatus } from '../../common/inbox/statuses';
import type { Database } from '../../server/db/prisma';

export type SeedLead = {
  formType?: FormKey;
  name?: string;
  status?: LeadStatus;
  createdAt?: Date;
  utmSource?: string;
  utmCampaign?: string;
  referrer?: string;
  /** When the lead left NEW (a status change to `status`), if it did. */
  contactedAt?: Date;
  file?: { name: string; mimeType: string; content: Buffer };
};

export async function seedLead(prisma: Database, lead: SeedLead = {}): Promise<{ id: string; fileId?: string }> {
  const id = randomUUID();
  const status = lead.status ?? 'NEW';
  await prisma.lead.create({
    data: {
      id,
      formType: lead.formType ?? 'contact',
      data: { nombreCompleto: lead.name ?? 'Persona de prueba', telefono: '+31 6 12345678' },
      language: 'es',
      status,
      utmSource: lead.utmSource,
      utmCampaign: lead.utmCampaign,
      referrer: lead.referrer,
      ...(lead.createdAt && { createdAt: lead.createdAt }),
    },
  });
  if (lead.contactedAt)
    await prisma.leadStatusChange.create({
      data: { id: randomUUID(), leadId: id, fromStatus: 'NEW', toStatus: status, changedAt: lead.contactedAt },
    });
  if (!lead.file) return { id };
  const fileId = randomUUID();
  await prisma.leadFile.create({
    data: {
      id: fileId,
      leadId: id,
      field: 'incomeStatement',
      originalName: lead.file.name,
      mimeType: lead.file.mimeType,
      size: lead.file.content.length,
      sha256: '0'.repeat(64),
      chunks: { create: { position: 0, data: new Uint8Array(lead.file.content) } },
    },
  });
  return { id, fileId };
}
