// The inbox list: one page of rows for the filters, the total, and counts per status.
import type { LeadList, LeadListRow, LeadRow } from '../../common/inbox/api';
import type { LeadFilters } from '../../common/inbox/lead-filters';
import { LEAD_STATUSES, PAGE_SIZE, type LeadStatus } from '../../common/inbox/statuses';
import type { FormKey } from '../../common/forms/registry';
import { formatLeadReference } from '../../common/leads/lead-reference';
import type { Database } from '../db/prisma';
import { leadWhere, ROW_COLUMNS, ROW_ORDER, type LeadRowRecord } from './lead-query';

export async function listLeads(prisma: Database, filters: LeadFilters): Promise<LeadList> {
  const page = filters.page ?? 1;
  const [rows, counts] = await Promise.all([
    prisma.$queryRaw<LeadRowRecord[]>`SELECT ${ROW_COLUMNS} FROM leads l LEFT JOIN advisors a ON a.id = l.assignee_id
      WHERE ${leadWhere(filters)} ORDER BY ${ROW_ORDER} LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
    prisma.$queryRaw<{ status: LeadStatus; count: bigint }[]>`SELECT l.status::text AS status, count(*) AS count
      FROM leads l WHERE ${leadWhere(filters, false)} GROUP BY l.status`,
  ]);
  const perStatus = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const { status, count } of counts) perStatus[status] = Number(count);
  const total = filters.status
    ? perStatus[filters.status]
    : Object.values(perStatus).reduce((sum, count) => sum + count, 0) - perStatus.SPAM;
  return { leads: rows.map(toListRow), total, page, pageSize: PAGE_SIZE, counts: perStatus };
}

export function toLeadRow(row: LeadRowRecord): LeadRow {
  return {
    id: row.id,
    reference: formatLeadReference(row.reference_number),
    createdAt: row.created_at.toISOString(),
    formType: row.form_type as FormKey,
    language: row.language === 'en' ? 'en' : 'es',
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status as LeadStatus,
    notificationState: row.notification_state as LeadRow['notificationState'],
    followUpOn: row.follow_up_on ? isoDay(row.follow_up_on) : null,
    due: row.due,
    assignee: row.assignee,
  };
}

export const toListRow = (row: LeadRowRecord): LeadListRow => ({ ...toLeadRow(row), preview: row.preview });

/** A DATE column arrives as midnight UTC of that day. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
