import type { Lang } from '../../common/lang';
import { formatLeadReference } from '../../common/leads/lead-reference';
import type { FormKey } from '../../common/forms/registry';
import type { Database } from '../db/prisma';
import type { FieldCipher } from '../security/field-cipher';

export type MailLead = {
  id: string;
  /** APB-1042 (common/leads/lead-reference.ts). */
  reference: string;
  formType: FormKey;
  data: Record<string, unknown>;
  email: string | null;
  language: Lang;
  pagePath: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  createdAt: Date;
  files: { originalName: string; size: number }[];
};

/** The lead as the emails need it, with encrypted fields opened; null once it was erased. */
export async function loadMailLead(prisma: Database, cipher: FieldCipher, id: string): Promise<MailLead | null> {
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
      createdAt: true,
      files: { select: { originalName: true, size: true }, orderBy: { createdAt: 'asc' } },
    },
  });
  if (!lead) return null;
  const { referenceNumber, ...stored } = lead;
  const data = { ...(stored.data as Record<string, unknown>) };
  if (typeof data.bsn === 'string') data.bsn = cipher.decrypt(data.bsn);
  return {
    ...stored,
    reference: formatLeadReference(referenceNumber),
    data,
    formType: stored.formType as FormKey,
    language: stored.language === 'en' ? 'en' : 'es',
  };
}
