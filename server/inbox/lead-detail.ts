// One lead as the inbox shows it: its row and every answer (the BSN masked) from the lead
// read model (server/leads/lead-read-model.ts), its documents, history and notes, the same
// person's other requests. Opening it is audited; changing it is not a view (work-lead.ts).
import {
  REPLY_CHANNELS,
  type LeadDetail,
  type LeadHistoryEntry,
  type LeadNoteEntry,
  type NoteKind,
  type ReplyChannel,
} from '../../common/inbox/api';
import type { LeadStatus } from '../../common/inbox/statuses';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { Prisma, type NoteKind as StoredNoteKind } from '../generated/prisma/client';
import { openAnswers, revealedBsn, selectLeadRecords } from '../leads/lead-read-model';
import type { FieldCipher } from '../security/field-cipher';
import { relatedLeads } from '../people/related-leads';
import { renderReply, type ReplyTemplates } from '../replies/reply-templates';
import { audit } from '../leads/audit';
import { toLeadRow } from './list-leads';

/** What the row does not hold: documents, status changes and notes. */
const RELATIONS_SELECT = {
  replyStartedAt: true,
  replyStartedVia: true,
  files: {
    select: { id: true, field: true, originalName: true, mimeType: true, size: true, heldReason: true },
    orderBy: { createdAt: 'asc' },
  },
  statusChanges: {
    select: { fromStatus: true, toStatus: true, changedAt: true, advisor: { select: { email: true } } },
    orderBy: { changedAt: 'asc' },
  },
  notes: {
    select: { id: true, body: true, kind: true, createdAt: true, author: { select: { email: true } } },
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
  const [[record], relations] = await Promise.all([
    selectLeadRecords(prisma, Prisma.sql`l.id = ${id}::uuid`),
    prisma.lead.findUnique({ where: { id }, select: RELATIONS_SELECT }),
  ]);
  if (!record || !relations) throw new AppError('notFound', 'inbox.notFound');
  const [related] = await Promise.all([relatedLeads(prisma, id), audit(prisma, advisor, 'VIEW', [id])]);
  const row = toLeadRow(record);
  const data = openAnswers(cipher, row.formType, record.data, 'inbox');
  return {
    ...row,
    assigneeId: record.assignee_id,
    data,
    hasBsn: typeof record.data.bsn === 'string',
    pagePath: record.page_path,
    utmSource: record.utm_source,
    utmCampaign: record.utm_campaign,
    files: relations.files.map((file) => ({
      id: file.id,
      field: file.field,
      name: file.originalName,
      type: file.mimeType,
      size: file.size,
      held: file.heldReason !== null,
    })),
    history: relations.statusChanges.map(toHistoryEntry),
    notes: relations.notes.map(toNoteEntry),
    related,
    reply: renderReply(templates, { ...row, data, files: relations.files }),
    replyStartedAt: relations.replyStartedAt?.toISOString() ?? null,
    replyStartedVia: isReplyChannel(relations.replyStartedVia) ? relations.replyStartedVia : null,
  };
}

const isReplyChannel = (value: string | null): value is ReplyChannel =>
  (REPLY_CHANNELS as readonly (string | null)[]).includes(value);

type StatusChangeRecord = {
  fromStatus: LeadStatus;
  toStatus: LeadStatus;
  changedAt: Date;
  advisor: { email: string } | null;
};
export const toHistoryEntry = (change: StatusChangeRecord): LeadHistoryEntry => ({
  from: change.fromStatus,
  to: change.toStatus,
  at: change.changedAt.toISOString(),
  by: change.advisor?.email ?? null,
});

type NoteRecord = { id: string; body: string; kind: StoredNoteKind; createdAt: Date; author: { email: string } | null };
const NOTE_KIND: Record<StoredNoteKind, NoteKind> = {
  PRIVATE: 'private',
  FOR_VISITOR: 'forVisitor',
  FROM_VISITOR: 'fromVisitor',
};
export const toNoteEntry = (note: NoteRecord): LeadNoteEntry => ({
  id: note.id,
  body: note.body,
  at: note.createdAt.toISOString(),
  by: note.author?.email ?? null,
  kind: NOTE_KIND[note.kind],
});

/** The full BSN, only on the advisor's explicit request, and recorded (docs/SECURITY.md, "Lead inbox"). */
export async function revealBsn(
  prisma: Database,
  cipher: FieldCipher,
  advisor: SignedInAdvisor,
  id: string,
): Promise<string> {
  const lead = await prisma.lead.findUnique({ where: { id }, select: { data: true } });
  const bsn = lead && revealedBsn(cipher, lead.data as Record<string, unknown>);
  if (!bsn) throw new AppError('notFound', 'inbox.notFound');
  await audit(prisma, advisor, 'REVEAL_BSN', [id]);
  return bsn;
}
