// The SQL behind the inbox list and the CSV export: one WHERE clause built from the
// filters, and the columns a list row shows. Raw SQL because the order (due follow-ups
// first) and the search over JSON fields are beyond Prisma's query builder.
import type { DeliveryState } from '../../common/inbox/api';
import type { LeadFilters } from '../../common/inbox/lead-filters';
import type { LeadStatus } from '../../common/inbox/statuses';
import { BUSINESS } from '../../common/business';
import { CONTACT_FIELDS } from '../../common/forms/contact-fields';
import type { FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import { parseLeadReference } from '../../common/leads/lead-reference';
import { DOCUMENT_CONDITION_FIELDS } from '../../common/services/documents';
import { Prisma } from '../generated/prisma/client';
import { nationalNumber } from '../../common/forms/phone';
import { toE164 } from '../people/phone-e164';

/** "Today" and the days of the date filters are the firm's days, not the server's. */
export const FIRM_TIME_ZONE = BUSINESS.timeZone;

/** An answer of the lead's form, its name (ours, common/forms/contact-fields.ts) written as a literal,
 * not a parameter: the search's expression indexes (migration 20261125120000_inbox_insight) serve only
 * the very same expression, so renaming a contact field wants a migration for them too. */
const answer = (field: string) => Prisma.raw(`l.data->>'${field}'`);
const given = (field: string) => Prisma.sql`nullif(trim(${answer(field)}), '')`;

// The full name (the housing form's surname, kept apart too, is not added again).
export const NAME_SQL = given(CONTACT_FIELDS.name);
export const PHONE_SQL = Prisma.sql`coalesce(${Prisma.join(CONTACT_FIELDS.phone.map(answer))})`;
/** The firm's today: a follow-up on or before it is due. */
export const TODAY_SQL = Prisma.sql`(now() AT TIME ZONE ${FIRM_TIME_ZONE})::date`;
export const DUE_SQL = Prisma.sql`(l.follow_up_on IS NOT NULL AND l.follow_up_on <= ${TODAY_SQL})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** WHERE for the filters; `withStatus: false` leaves the status out (for the counts per status). */
export function leadWhere(filters: LeadFilters, withStatus = true): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (filters.formType) conditions.push(Prisma.sql`l.form_type = ${filters.formType}::"FormType"`);
  if (withStatus && filters.status) conditions.push(Prisma.sql`l.status = ${filters.status}::"LeadStatus"`);
  // Without a status, spam and leads held to review stay out of sight: each has a tab of its
  // own, and those to review a grouped line on Today (docs/decisions/0021-bot-check.md, 0043).
  else if (withStatus) conditions.push(Prisma.sql`l.status NOT IN ('SPAM', 'REVIEW')`);
  if (filters.language) conditions.push(Prisma.sql`l.language = ${filters.language}::"Language"`);
  if (filters.from)
    conditions.push(Prisma.sql`l.created_at >= (${filters.from}::date::timestamp AT TIME ZONE ${FIRM_TIME_ZONE})`);
  if (filters.to)
    conditions.push(Prisma.sql`l.created_at < ((${filters.to}::date + 1)::timestamp AT TIME ZONE ${FIRM_TIME_ZONE})`);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    // "APB-1042" (or just 1042) finds the lead with that reference.
    const reference = parseLeadReference(filters.q);
    const byReference = reference === undefined ? Prisma.empty : Prisma.sql`OR l.reference_number = ${reference}`;
    conditions.push(
      Prisma.sql`(${NAME_SQL} ILIKE ${pattern} OR l.email ILIKE ${pattern} OR ${PHONE_SQL} ILIKE ${pattern} ${phoneSearch(filters.q)} ${byReference})`,
    );
  }
  return Prisma.join(conditions, ' AND ');
}

/**
 * A phone however it is typed: "0612345678", "+31 6 12345678" and "06-12 34 56 78" are one
 * number in E.164; "+44 (0)7911-123456" is +447911123456, and its national number (7911123456)
 * also finds the same person's lead typed with another country assumed ("07911 123456", read as
 * Dutch). Part of a number matches its digits as typed or in E.164 (a Dutch 0 prefix left out,
 * since E.164 has +31 in its place).
 */
function phoneSearch(q: string): Prisma.Sql {
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3 || /\p{L}/u.test(q)) return Prisma.empty;
  const e164 = digits.length >= 6 ? toE164(q) : null;
  const national = digits.replace(/^0(?!0)/, '');
  const whole = e164 ? nationalNumber(q) : null;
  return Prisma.sql`OR regexp_replace(coalesce(${PHONE_SQL}, ''), '\\D', '', 'g') LIKE ${`%${digits}%`}
    OR l.phone_e164 LIKE ${`%${national}%`} ${e164 ? Prisma.sql`OR l.phone_e164 = ${e164}` : Prisma.empty}
    ${whole && whole !== national ? Prisma.sql`OR l.phone_e164 LIKE ${`%${whole}`}` : Prisma.empty}`;
}

export type LeadRowRecord = {
  id: string;
  reference_number: number;
  created_at: Date;
  form_type: FormKey;
  language: Lang;
  name: string | null;
  email: string | null;
  phone: string | null;
  status: LeadStatus;
  notification_state: DeliveryState;
  follow_up_on: Date | null;
  due: boolean;
  assignee: string | null;
  preview: string | null;
  booking_at: Date | null;
  /** What the documents' count reads (documentCount): the answers its conditions name, the fields of the files that count. */
  document_answers: Record<string, unknown>;
  document_fields: string[];
};

/** How much of the visitor's own words a list row shows. */
export const PREVIEW_LENGTH = 120;

// The visitor's message, on one line. Only the BSN is stored encrypted (server/security/field-cipher.ts);
// these are plain text in `data`.
const PREVIEW_SQL = Prisma.sql`left(regexp_replace(trim(coalesce(${Prisma.join(CONTACT_FIELDS.message.map(given))})),
  '\\s+', ' ', 'g'), ${PREVIEW_LENGTH})`;

/** A lead's live booking, if any (at most one: bookings_lead_id_key). */
const BOOKING_AT_SQL = Prisma.sql`(SELECT bk.starts_at FROM bookings bk WHERE bk.lead_id = l.id AND bk.cancelled_at IS NULL)`;

/** The answers the documents' conditions read, and the fields of the documents that count (not those held
 * for the advisor to check): "2 of 3 documents" (docs/decisions/0061-documents-from-the-request-page.md). */
const DOCUMENTS_SQL = Prisma.sql`jsonb_build_object(${Prisma.join(
  DOCUMENT_CONDITION_FIELDS.map((field) => Prisma.sql`${field}::text, ${answer(field)}`),
)}) AS document_answers,
  ARRAY(SELECT DISTINCT f.field FROM lead_files f WHERE f.lead_id = l.id AND f.held_reason IS NULL) AS document_fields`;

export const ROW_COLUMNS = Prisma.sql`l.id, l.reference_number, l.created_at, l.form_type, l.language, ${NAME_SQL} AS name, l.email,
  ${PHONE_SQL} AS phone, l.status::text AS status, l.notification_state::text AS notification_state,
  l.follow_up_on, ${DUE_SQL} AS due, a.email AS assignee, ${PREVIEW_SQL} AS preview, ${BOOKING_AT_SQL} AS booking_at,
  ${DOCUMENTS_SQL}`;

/** Due follow-ups first (oldest due day first), then newest first. */
export const ROW_ORDER = Prisma.sql`${DUE_SQL} DESC, CASE WHEN ${DUE_SQL} THEN l.follow_up_on END ASC, l.created_at DESC, l.id`;

/**
 * The ids of one page of the list, in ROW_ORDER, read from indexes rather than by sorting every
 * lead: the due follow-ups (leads_follow_up_on_idx) and the rest newest first
 * (leads_created_at_id_idx and its status / form type siblings) are two ordered reads, each
 * stopping at the end of the page. "Not due" is written so that no index can answer it (most
 * leads have no follow-up: reading them all through leads_follow_up_on_idx is never the cheap
 * way, but may look so to the planner beside a search). `fromEnd` reads the same order backwards, `offset` counted
 * from the last lead: a page near the end is then as cheap as one near the start.
 * docs/decisions/0031-inbox-list-at-volume.md.
 */
export function pageIdsSql(filters: LeadFilters, limit: number, offset: number, fromEnd = false): Prisma.Sql {
  const where = leadWhere(filters);
  const reach = offset + limit;
  const [asc, desc] = fromEnd ? [Prisma.raw('DESC'), Prisma.raw('ASC')] : [Prisma.raw('ASC'), Prisma.raw('DESC')];
  return Prisma.sql`SELECT id FROM (
      (SELECT l.id, 0 AS part, l.follow_up_on, l.created_at FROM leads l WHERE ${where} AND l.follow_up_on <= ${TODAY_SQL}
        ORDER BY l.follow_up_on ${asc}, l.created_at ${desc}, l.id ${asc} LIMIT ${reach})
      UNION ALL
      (SELECT l.id, 1, NULL, l.created_at FROM leads l
        WHERE ${where} AND (l.follow_up_on <= ${TODAY_SQL}) IS NOT TRUE
        ORDER BY l.created_at ${desc}, l.id ${asc} LIMIT ${reach})
    ) ordered ORDER BY part ${asc}, follow_up_on ${asc}, created_at ${desc}, id ${asc} LIMIT ${limit} OFFSET ${offset}`;
}
