// One lead as the inbox shows it: every stored field (the BSN masked), its documents,
// where it came from, its history and notes. Opening it is audited.
import type { LeadDetail } from '../../common/inbox/api';
import { maskSensitive } from '../../common/forms/sensitive-fields';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import type { FieldCipher } from '../security/field-cipher';
import { relatedLeads } from '../people/related-leads';
import { renderReply, type ReplyTemplates } from '../replies/reply-templates';
import { audit } from './audit';
import { FIRM_TIME_ZONE } from './lead-query';
import { isoDay } from './list-leads';
import { FORMS, formFields, type FormKey } from '../../common/forms/registry';
import { formatLeadReference } from '../../common/leads/lead-reference';

const DETAIL_SELECT = {
  id: true,
  referenceNumber: true,
  createdAt: true,
  formType: true,
  language: true,
  data: true,
  email: true,
  status: true,
  notificationState: true,
  followUpOn: true,
  pagePath: true,
  utmSource: true,
  utmCampaign: true,
  assignee: { select: { id: true, email: true } },
  files: {
    select: { id: true, field: true, originalName: true, mimeType: true, size: true },
    orderBy: { createdAt: 'asc' },
  },
  statusChanges: {
    select: { fromStatus: true, toStatus: true, changedAt: true, advisor: { select: { email: true } } },
    orderBy: { changedAt: 'asc' },
  },
  notes: {
    select: { id: true, body: true, createdAt: true, author: { select: { email: true } } },
    orderBy: { createdAt: 'desc' },
  },
} as const;

export async function getLeadDetail(
  prisma: Database,
  cipher: FieldCipher,
  templates: ReplyTemplates,
  advisor: SignedInAdvisor,
  id: string,
): Promise<LeadDetail> {
  const lead = await prisma.lead.findUnique({ where: { id }, select: DETAIL_SELECT });
  if (!lead) throw new AppError('notFound', 'inbox.notFound');
  const [related] = await Promise.all([relatedLeads(prisma, id), audit(prisma, advisor, 'VIEW', [id])]);
  const data = inFormOrder(lead.formType, lead.data as Record<string, unknown>);
  const hasBsn = typeof data.bsn === 'string';
  if (hasBsn) data.bsn = maskSensitive('bsn', cipher.decrypt(data.bsn as string));
  const str = (field: string) => (typeof data[field] === 'string' ? data[field] : null);
  const name = str('nombreCompleto')?.trim() || null;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: FIRM_TIME_ZONE });
  const followUpOn = lead.followUpOn ? isoDay(lead.followUpOn) : null;
  const formType = lead.formType as FormKey;
  const language = lead.language === 'en' ? 'en' : 'es';
  return {
    id: lead.id,
    reference: formatLeadReference(lead.referenceNumber),
    createdAt: lead.createdAt.toISOString(),
    formType,
    language,
    name,
    email: lead.email,
    phone: str('telefono') ?? str('whatsapp'),
    status: lead.status,
    notificationState: lead.notificationState,
    followUpOn,
    due: followUpOn !== null && followUpOn <= today,
    assignee: lead.assignee?.email ?? null,
    assigneeId: lead.assignee?.id ?? null,
    data,
    hasBsn,
    pagePath: lead.pagePath,
    utmSource: lead.utmSource,
    utmCampaign: lead.utmCampaign,
    files: lead.files.map((file) => ({
      id: file.id,
      field: file.field,
      name: file.originalName,
      type: file.mimeType,
      size: file.size,
    })),
    history: lead.statusChanges.map((change) => ({
      from: change.fromStatus,
      to: change.toStatus,
      at: change.changedAt.toISOString(),
      by: change.advisor?.email ?? null,
    })),
    notes: lead.notes.map((note) => ({
      id: note.id,
      body: note.body,
      at: note.createdAt.toISOString(),
      by: note.author?.email ?? null,
    })),
    related,
    reply: renderReply(templates, { formType, language, name, reference: formatLeadReference(lead.referenceNumber) }),
  };
}

/** The full BSN, only on the advisor's explicit request, and recorded (docs/SECURITY.md, "Lead inbox"). */
export async function revealBsn(
  prisma: Database,
  cipher: FieldCipher,
  advisor: SignedInAdvisor,
  id: string,
): Promise<string> {
  const lead = await prisma.lead.findUnique({ where: { id }, select: { data: true } });
  const sealed = (lead?.data as Record<string, unknown> | undefined)?.bsn;
  if (typeof sealed !== 'string') throw new AppError('notFound', 'inbox.notFound');
  await audit(prisma, advisor, 'REVEAL_BSN', [id]);
  return cipher.decrypt(sealed);
}

/** The fields in the order the form asks them (JSONB does not keep the order of keys). */
function inFormOrder(formType: string, stored: Record<string, unknown>): Record<string, unknown> {
  const order = Object.hasOwn(FORMS, formType) ? formFields(formType as FormKey) : [];
  const known = order.filter((field) => Object.hasOwn(stored, field));
  const rest = Object.keys(stored).filter((field) => !order.includes(field));
  return Object.fromEntries([...known, ...rest].map((field) => [field, stored[field]]));
}
