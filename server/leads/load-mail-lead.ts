// The lead as the emails need it, read through the lead read model
// (server/leads/lead-read-model.ts): its name and phone as the inbox derives them, and its
// answers as an email may carry them (the BSN and the date of birth masked).
import type { Lang } from '../../common/lang';
import { formatLeadReference } from '../../common/leads/lead-reference';
import type { FormKey } from '../../common/forms/registry';
import type { Database } from '../db/prisma';
import { Prisma } from '../generated/prisma/client';
import { openAnswers, selectLeadRecords } from './lead-read-model';
import type { FieldCipher } from '../security/field-cipher';

export type MailLead = {
  id: string;
  /** APB-1042 (common/leads/lead-reference.ts). */
  reference: string;
  formType: FormKey;
  name: string | null;
  phone: string | null;
  /** The answers in the form's order, sensitive ones masked (openAnswers, reader 'email'). */
  data: Record<string, unknown>;
  email: string | null;
  language: Lang;
  pagePath: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  createdAt: Date;
  /** The documents sent, each under its form field (incomeStatement, …). */
  files: { field: string; originalName: string; size: number }[];
};

/** Null once the lead was erased. */
export async function loadMailLead(prisma: Database, cipher: FieldCipher, id: string): Promise<MailLead | null> {
  const [[lead], files] = await Promise.all([
    selectLeadRecords(prisma, Prisma.sql`l.id = ${id}::uuid`),
    prisma.leadFile.findMany({
      where: { leadId: id },
      select: { field: true, originalName: true, size: true },
      orderBy: { createdAt: 'asc' },
    }),
  ]);
  if (!lead) return null;
  return {
    id: lead.id,
    reference: formatLeadReference(lead.reference_number),
    formType: lead.form_type,
    name: lead.name,
    phone: lead.phone,
    data: openAnswers(cipher, lead.form_type, lead.data, 'email'),
    email: lead.email,
    language: lead.language,
    pagePath: lead.page_path,
    utmSource: lead.utm_source,
    utmCampaign: lead.utm_campaign,
    createdAt: lead.created_at,
    files,
  };
}
