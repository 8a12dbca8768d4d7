// The intake batch's own statements (the leads, their documents' rows, their private links,
// their holds), for the pipelined connection of create-lead.ts: each is sent at once, before
// any await, and answers when PostgreSQL has. Named, so that each connection parses them once.
// Raw SQL rather than Prisma: Prisma 7 compiles every createMany anew (its query-plan cache
// leaves them out, prisma/orm#29382), and its transactions send one statement at a time
// (docs/decisions/0063-intake-in-two-round-trips.md). The columns are the tables of
// prisma/schema.prisma; the intake tests write and read leads through it.
import type pg from 'pg';
import type { FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import { newVisitorTokens } from '../visitor-links/visitor-links';

export type LeadRow = {
  id: string;
  form_type: FormKey;
  data: Record<string, unknown>;
  email: string | null;
  phone_e164: string | null;
  language: Lang;
  page_path: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  utm_medium: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  idempotency_key: string | null;
  confirmation_state: 'PENDING' | 'NOT_NEEDED';
  privacy_accepted_at: string | null;
  privacy_policy_version: string | null;
  /** Held as the bot check judged before the batch (markHeld holds what the database decides). */
  status: 'NEW' | 'SPAM' | 'REVIEW';
  spam_reason: string | null;
  source_network: string | null;
  notification_state: 'PENDING' | 'NOT_NEEDED';
};

// The reference number comes from the column's sequence.
const INSERT_NEW_LEADS_SQL = `
  INSERT INTO leads (id, form_type, data, email, phone_e164, language, page_path, utm_source, utm_campaign, utm_medium, utm_term, utm_content, referrer,
                     idempotency_key, confirmation_state, privacy_accepted_at, privacy_policy_version, status, spam_reason, source_network,
                     notification_state, updated_at)
  SELECT id, form_type, data, email, phone_e164, language, page_path, utm_source, utm_campaign, utm_medium, utm_term,
         utm_content, referrer, idempotency_key, confirmation_state::"DeliveryState", privacy_accepted_at, privacy_policy_version,
         status::"LeadStatus", spam_reason, source_network, notification_state::"DeliveryState", CURRENT_TIMESTAMP
  FROM jsonb_to_recordset($1::jsonb) AS row(
    id uuid, form_type "FormType", data jsonb, email text, phone_e164 text, language "Language", page_path text, utm_source text, utm_campaign text,
    utm_medium text, utm_term text, utm_content text, referrer text, idempotency_key text, confirmation_state text, privacy_accepted_at timestamptz,
    privacy_policy_version text, status text, spam_reason text, source_network text, notification_state text)
  RETURNING id, reference_number`;
// A repeated Idempotency-Key (a double click, a network retry) inserts nothing: the unique
// index skips it.
const INSERT_LEADS_SQL = INSERT_NEW_LEADS_SQL.replace('RETURNING', 'ON CONFLICT DO NOTHING RETURNING');

/**
 * The batch's leads in one statement; answers the reference number of each lead inserted (a
 * repeated request's is not). `onlyNew`: a repeated request fails the statement instead, and
 * the transaction with it (a batch in one round trip, batch-in-one-trip.ts).
 */
export async function insertLeads(
  client: pg.ClientBase,
  rows: LeadRow[],
  { onlyNew = false } = {},
): Promise<Map<string, number>> {
  const { rows: inserted } = await client.query<{ id: string; reference_number: number }>({
    name: onlyNew ? 'intake-insert-new-leads' : 'intake-insert-leads',
    text: onlyNew ? INSERT_NEW_LEADS_SQL : INSERT_LEADS_SQL,
    values: [JSON.stringify(rows)],
  });
  return new Map(inserted.map(({ id, reference_number }) => [id, reference_number]));
}

// Each request's lead is the one inserted with its id, or, for a repeated request, the first
// one with its Idempotency-Key (committed before, or earlier in this batch). It reads leads, so it
// is not a named statement: a plan made once, while the table was small, would scan the whole
// table for every batch as it grows (measured in docs/BENCHMARKS.md); unnamed, it is planned for
// the table as it is. Only batches in two round trips send it.
const ISSUE_LINKS_SQL = `
  WITH link AS (
    SELECT link.n, link.hash, COALESCE(fresh.id, first.id) AS lead_id,
           COALESCE(fresh.reference_number, first.reference_number) AS reference_number
    FROM jsonb_to_recordset($1::jsonb) AS link(n int, lead uuid, key text, hash text)
    LEFT JOIN leads fresh ON fresh.id = link.lead
    LEFT JOIN leads first ON fresh.id IS NULL AND first.idempotency_key = link.key),
  issued AS (
    INSERT INTO visitor_links (id, lead_id, token_hash)
    SELECT gen_random_uuid(), lead_id, decode(hash, 'hex') FROM link WHERE lead_id IS NOT NULL)
  SELECT lead_id::text AS id, reference_number FROM link ORDER BY n`;

export type IssuedLink = { id: string; referenceNumber: number; visitorToken: string };

/**
 * A private link for every request of the batch (docs/decisions/0050-visitor-links-and-bookings.md),
 * a repeated request's too (to the first lead), with the lead it opens and its reference
 * number; sent after insertLeads, whose rows it reads.
 */
export async function issueBatchLinks(
  client: pg.ClientBase,
  requests: { id: string; idempotencyKey: string | undefined }[],
): Promise<IssuedLink[]> {
  const tokens = newVisitorTokens(requests.length);
  const { rows } = await client.query<{ id: string | null; reference_number: number | null }>({
    text: ISSUE_LINKS_SQL,
    values: [
      JSON.stringify(
        requests.map(({ id, idempotencyKey }, n) => ({
          n,
          lead: id,
          key: idempotencyKey ?? null,
          hash: tokens[n]!.hash,
        })),
      ),
    ],
  });
  return rows.map(({ id, reference_number }, n) => {
    // Only a repeated request whose first lead is gone (erased in between) has none.
    if (id === null || reference_number === null) throw new Error('the first lead of a repeated request is gone');
    return { id, referenceNumber: reference_number, visitorToken: tokens[n]!.token };
  });
}

/**
 * A private link to each of the batch's leads, all of them new (a batch in one round trip,
 * batch-in-one-trip.ts): nothing to look up. Answers their tokens, in the order given.
 */
export async function issueNewLinks(client: pg.ClientBase, leadIds: string[]): Promise<string[]> {
  const tokens = newVisitorTokens(leadIds.length);
  await client.query({
    name: 'intake-issue-new-links',
    text: `INSERT INTO visitor_links (id, lead_id, token_hash)
      SELECT gen_random_uuid(), lead_id, decode(hash, 'hex') FROM jsonb_to_recordset($1::jsonb) AS link(lead_id uuid, hash text)`,
    values: [JSON.stringify(leadIds.map((id, n) => ({ lead_id: id, hash: tokens[n]!.hash })))],
  });
  return tokens.map(({ token }) => token);
}

export type LeadFileRow = {
  id: string;
  leadId: string;
  field: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
};

/** The rows of the batch's documents (their bytes are moved by lead-file-content.ts). */
export function insertLeadFiles(client: pg.ClientBase, files: LeadFileRow[]): Promise<unknown> {
  return client.query(
    `INSERT INTO lead_files (id, lead_id, field, original_name, mime_type, size, sha256)
     SELECT id, "leadId", field, "originalName", "mimeType", size, sha256
     FROM jsonb_to_recordset($1::jsonb) AS file(id uuid, "leadId" uuid, field text, "originalName" text, "mimeType" text, size int, sha256 text)`,
    [JSON.stringify(files)],
  );
}

export type HeldRow = { id: string; status: 'SPAM' | 'REVIEW'; reason: string; network: string | null };

/**
 * Held back after the database answered (a replay, a lead past its network's hour): stored for
 * the advisor to see under Spam or To review and release; nothing is sent now. Unnamed, as
 * ISSUE_LINKS_SQL, for it reads leads.
 */
export function markHeld(client: pg.ClientBase, held: HeldRow[]): Promise<unknown> | undefined {
  if (held.length === 0) return undefined;
  return client.query({
    text: `UPDATE leads SET status = held.status::"LeadStatus", spam_reason = held.reason,
        source_network = held.network, notification_state = 'NOT_NEEDED', confirmation_state = 'NOT_NEEDED'
      FROM jsonb_to_recordset($1::jsonb) AS held(id uuid, status text, reason text, network text)
      WHERE leads.id = held.id`,
    values: [JSON.stringify(held)],
  });
}
