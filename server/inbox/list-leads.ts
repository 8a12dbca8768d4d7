// The inbox list: one page of rows for the filters, the total, and counts per status.
import type { LeadList, LeadListRow, LeadRow } from '../../common/inbox/api';
import type { LeadFilters } from '../../common/inbox/lead-filters';
import { LEAD_STATUSES, PAGE_SIZE, type LeadStatus } from '../../common/inbox/statuses';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { documentCount } from '../../common/services/documents';
import type { Database } from '../db/prisma';
import { Prisma } from '../generated/prisma/client';
import { leadWhere, pageIdsSql, ROW_COLUMNS, ROW_ORDER, type LeadRowRecord } from '../leads/lead-query';

/**
 * Up to this many leads in, a page is read at once beside the counts; further in, the total
 * says whether the page is nearer the end, and then it is read from the end
 * (docs/decisions/0031-inbox-list-at-volume.md).
 */
const NEAR_START = 100 * PAGE_SIZE;

export async function listLeads(prisma: Database, filters: LeadFilters): Promise<LeadList> {
  const page = filters.page ?? 1;
  const offset = (page - 1) * PAGE_SIZE;
  const counting = countLeads(prisma, filters);
  const reading =
    offset < NEAR_START
      ? readPage(prisma, filters, PAGE_SIZE, offset)
      : counting.then(({ total }) => {
          const after = total - offset - PAGE_SIZE;
          if (after >= offset) return readPage(prisma, filters, PAGE_SIZE, offset);
          const limit = PAGE_SIZE + Math.min(0, after);
          return limit > 0 ? readPage(prisma, filters, limit, Math.max(0, after), true) : [];
        });
  const [rows, { total, perStatus }] = await Promise.all([reading, counting]);
  return { leads: rows.map(toListRow), total, page, pageSize: PAGE_SIZE, counts: perStatus };
}

/** Only the page's own rows get their columns: the preview is not cheap to compute for every lead. */
export const pageRowsSql = (filters: LeadFilters, limit: number, offset: number, fromEnd = false) =>
  Prisma.sql`SELECT ${ROW_COLUMNS} FROM leads l LEFT JOIN advisors a ON a.id = l.assignee_id
    WHERE l.id IN (${pageIdsSql(filters, limit, offset, fromEnd)}) ORDER BY ${ROW_ORDER}`;

const readPage = (prisma: Database, filters: LeadFilters, limit: number, offset: number, fromEnd = false) =>
  prisma.$queryRaw<LeadRowRecord[]>(pageRowsSql(filters, limit, offset, fromEnd));

/** Counts per status; without filters an index-only read of leads_status_created_at_id_idx. */
export const countsSql = (filters: LeadFilters) =>
  Prisma.sql`SELECT l.status::text AS status, count(*) AS count FROM leads l WHERE ${leadWhere(filters, false)}
    GROUP BY l.status`;

async function countLeads(prisma: Database, filters: LeadFilters) {
  const counts = await prisma.$queryRaw<{ status: LeadStatus; count: bigint }[]>(countsSql(filters));
  const perStatus = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const { status, count } of counts) perStatus[status] = Number(count);
  const total = filters.status
    ? perStatus[filters.status]
    : Object.values(perStatus).reduce((sum, count) => sum + count, 0) - perStatus.SPAM - perStatus.REVIEW;
  return { total, perStatus };
}

export function toLeadRow(row: LeadRowRecord): LeadRow {
  return {
    id: row.id,
    reference: formatLeadReference(row.reference_number),
    createdAt: row.created_at.toISOString(),
    formType: row.form_type,
    language: row.language,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    notificationState: row.notification_state,
    followUpOn: row.follow_up_on ? isoDay(row.follow_up_on) : null,
    due: row.due,
    assignee: row.assignee,
    bookingAt: row.booking_at?.toISOString() ?? null,
    documents:
      documentCount(
        row.form_type,
        row.document_answers,
        row.document_fields.map((field) => ({ field })),
      ) ?? null,
  };
}

export const toListRow = (row: LeadRowRecord): LeadListRow => ({ ...toLeadRow(row), preview: row.preview });

/** A DATE column arrives as midnight UTC of that day. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
