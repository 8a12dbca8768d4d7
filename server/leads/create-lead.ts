// Stores validated requests with their files and enqueues their emails in one
// transaction: when this resolves, each lead, its documents, the single use of its proof of
// work, its share of its network's budget and the jobs that will tell the advisor and the
// visitor are committed together, or none of them is. It takes many leads at once so that
// lead-writer.ts can commit concurrent requests together (docs/decisions/0022).
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { PRIVACY_POLICY_VERSION } from '../../common/business';
import { FORMS, type FormDefinition, type FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import { formatLeadReference } from '../../common/leads/lead-reference';
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';
import { leadPhone } from '../people/phone-e164';
import { enqueueLeadNotifications } from '../jobs/lead-notifications';
import type { FieldCipher } from '../security/field-cipher';
import type { BotVerdict, ReviewReason, SpamReason } from './bot-check';
import type { AcceptedFile } from './check-uploads';
import { issueVisitorLinks } from '../visitor-links/visitor-links';
import { claimProofs } from './claim-proofs';
import { enqueueHeldNotice } from './held-notice-queue';
import { takeNetworkBudgets, type IntakeBudgets } from './intake-budgets';
import { moveStagedContent, type StagedContent } from './lead-file-content';

export type NewLead = {
  formKey: FormKey;
  data: Record<string, unknown>;
  email: string | undefined;
  language: Lang;
  pagePath: string | undefined;
  utmSource: string | undefined;
  utmCampaign: string | undefined;
  /** The other campaign tags and the referring page (docs/decisions/0030-inbox-insight.md). */
  utmMedium?: string | undefined;
  utmTerm?: string | undefined;
  utmContent?: string | undefined;
  referrer?: string | undefined;
  idempotencyKey: string | undefined;
  /** Checked documents whose bytes wait in upload_chunks (lead-file-content.ts). */
  files: StoredFile[];
  /** The bot check's verdict (server/leads/bot-check.ts); a lead held as spam or to review sends no email. */
  botCheck: BotVerdict;
  /** The sender's network (server/security/source-network.ts): its budget, and its group when held to review. */
  network: string;
};

export type StoredFile = Omit<AcceptedFile, 'path'> & StagedContent;

/** Why a lead was held back: as SPAM (a bot's) or to REVIEW (a person's, unproven). */
export type Hold = { status: 'SPAM'; reason: SpamReason } | { status: 'REVIEW'; reason: ReviewReason };

/**
 * `reference`: the short one people see (APB-1042); a repeated request answers the first one's.
 * `hold`: why this request was held back, if it was.
 * `visitorToken`: a private link to the request's page, issued with it (server/visitor-links/).
 */
export type StoredLead = {
  id: string;
  reference: string;
  duplicate: boolean;
  hold: Hold | undefined;
  visitorToken: string;
};
export type LeadStore = {
  prisma: Database;
  boss: PgBoss;
  cipher: FieldCipher;
  /** Leads that send emails per network, across all processes (docs/decisions/0044-per-network-budgets.md). */
  intakeBudgets: IntakeBudgets;
};

/** How long one batch's transaction may take (lead-writer.ts): moving a dozen requests' documents included. */
const BATCH_TIMEOUT_MS = 60_000;

/** Fields stored encrypted (docs/SECURITY.md); the BSN is the only one the forms collect. */
const ENCRYPTED_FIELDS = ['bsn'] as const;

/** The policy version the visitor agreed to, on forms with the box (the schema requires it ticked). */
function privacyAcceptance(lead: NewLead) {
  const field = (FORMS[lead.formKey] as FormDefinition).privacyField;
  return field && lead.data[field] === true
    ? { privacy_accepted_at: new Date().toISOString(), privacy_policy_version: PRIVACY_POLICY_VERSION }
    : { privacy_accepted_at: null, privacy_policy_version: null };
}

type LeadRow = {
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
};

/**
 * The batch's leads in one statement, skipping repeated idempotency keys; answers the ids
 * inserted. Raw SQL rather than `createManyAndReturn`: Prisma 7 compiles every createMany
 * anew (its query-plan cache leaves them out, prisma/orm#29382), which was 13% of the
 * intake's CPU under load (docs/BENCHMARKS.md). The columns are the `leads` table of
 * prisma/schema.prisma; the intake tests write and read leads through it. The reference
 * number comes from the column's sequence.
 */
function insertLeads(
  tx: Prisma.TransactionClient,
  rows: LeadRow[],
): Promise<{ id: string; reference_number: number }[]> {
  return tx.$queryRaw<{ id: string; reference_number: number }[]>`
    INSERT INTO leads (id, form_type, data, email, phone_e164, language, page_path, utm_source, utm_campaign, utm_medium, utm_term, utm_content, referrer,
                       idempotency_key, confirmation_state, privacy_accepted_at, privacy_policy_version, updated_at)
    SELECT id, form_type, data, email, phone_e164, language, page_path, utm_source, utm_campaign, utm_medium, utm_term,
           utm_content, referrer, idempotency_key, confirmation_state::"DeliveryState", privacy_accepted_at, privacy_policy_version, CURRENT_TIMESTAMP
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS row(
      id uuid, form_type "FormType", data jsonb, email text, phone_e164 text, language "Language", page_path text, utm_source text, utm_campaign text,
      utm_medium text, utm_term text, utm_content text, referrer text, idempotency_key text, confirmation_state text, privacy_accepted_at timestamptz, privacy_policy_version text)
    ON CONFLICT DO NOTHING
    RETURNING id, reference_number`;
}

export async function createLeads(store: LeadStore, leads: NewLead[]): Promise<StoredLead[]> {
  const rows = leads.map((lead) => ({ id: randomUUID(), lead }));
  return store.prisma.$transaction(
    async (tx) => {
      const holds = await claimedVerdicts(tx, leads);
      // A repeated Idempotency-Key (a double click, a network retry) inserts nothing: the
      // unique index skips it, and the lookup below answers with the first request's lead.
      const inserted = await insertLeads(
        tx,
        rows.map(({ id, lead }) => ({
          id,
          form_type: lead.formKey,
          data: encrypted(store.cipher, lead.data),
          email: lead.email ?? null,
          phone_e164: leadPhone(lead.data),
          language: lead.language,
          page_path: lead.pagePath ?? null,
          utm_source: lead.utmSource ?? null,
          utm_campaign: lead.utmCampaign ?? null,
          utm_medium: lead.utmMedium ?? null,
          utm_term: lead.utmTerm ?? null,
          utm_content: lead.utmContent ?? null,
          referrer: lead.referrer ?? null,
          idempotency_key: lead.idempotencyKey ?? null,
          confirmation_state: lead.email ? 'PENDING' : 'NOT_NEEDED',
          ...privacyAcceptance(lead),
        })),
      );
      const insertedNumbers = new Map(inserted.map((row) => [row.id, row.reference_number]));
      const fresh = rows.map((row, index) => ({ ...row, index })).filter(({ id }) => insertedNumbers.has(id));

      const files = fresh.flatMap(({ id, lead }) =>
        lead.files.map(({ uploadId, chunks, ...file }) => ({
          row: { id: randomUUID(), leadId: id, ...file },
          staged: { uploadId, chunks },
        })),
      );
      if (files.length > 0) await tx.leadFile.createMany({ data: files.map(({ row }) => row) });
      // The bytes were staged beforehand (lead-writer.ts); PostgreSQL moves them, none pass through here.
      await moveStagedContent(
        tx,
        files.map(({ row, staged }) => ({ fileId: row.id, ...staged })),
      );

      // Only new proven leads count against their network's budget: a flood of plain bots
      // never pushes a person's request aside, and a retry is not counted twice. Past it they
      // are held to review, where the advisor sees them grouped by network.
      const people = fresh.filter(({ index }) => !holds[index]);
      const fits = await takeNetworkBudgets(
        tx,
        people.map(({ lead }) => lead.network),
        store.intakeBudgets,
      );
      people.forEach(({ index }, position) => {
        if (!fits[position]) holds[index] = { status: 'REVIEW', reason: 'over-budget' };
      });

      // Held back: stored for the advisor to see under Spam or To review and release (server/
      // inbox/release-lead.ts enqueues the emails then); nothing is sent now. A lead to review
      // keeps its network, and the advisor gets one summary of them (held-notice.ts).
      const held = fresh.flatMap(({ id, index, lead }) => {
        const hold = holds[index];
        if (!hold) return [];
        return [{ id, ...hold, network: hold.status === 'REVIEW' ? lead.network : null }];
      });
      if (held.length > 0) {
        await tx.$executeRaw`UPDATE leads SET status = held.status::"LeadStatus", spam_reason = held.reason,
          source_network = held.network, notification_state = 'NOT_NEEDED', confirmation_state = 'NOT_NEEDED'
        FROM jsonb_to_recordset(${JSON.stringify(held)}::jsonb) AS held(id uuid, status text, reason text, network text)
        WHERE leads.id = held.id`;
      }
      if (held.some(({ status }) => status === 'REVIEW')) await enqueueHeldNotice(store.boss, tx);
      await enqueueLeadNotifications(
        store.boss,
        tx,
        fresh.filter(({ index }) => !holds[index]).map(({ id, lead }) => ({ id, email: lead.email })),
      );

      const repeatedKeys = rows.filter(({ id }) => !insertedNumbers.has(id)).map(({ lead }) => lead.idempotencyKey!);
      const firstLeads = new Map(
        repeatedKeys.length === 0
          ? []
          : (
              await tx.lead.findMany({
                where: { idempotencyKey: { in: repeatedKeys } },
                select: { id: true, idempotencyKey: true, referenceNumber: true },
              })
            ).map((row) => [row.idempotencyKey, row]),
      );
      const answered = rows.map(({ id, lead }, index) => {
        const hold = holds[index];
        const number = insertedNumbers.get(id);
        if (number !== undefined) return { id, reference: formatLeadReference(number), duplicate: false, hold };
        const first = firstLeads.get(lead.idempotencyKey!)!;
        return { id: first.id, reference: formatLeadReference(first.referenceNumber), duplicate: true, hold };
      });
      // Every answer carries its own private link, a repeated request's too (to the first lead).
      const tokens = await issueVisitorLinks(
        tx,
        answered.map(({ id }) => id),
      );
      return answered.map((stored, index) => ({ ...stored, visitorToken: tokens[index]! }));
    },
    // A batch may move a dozen requests' 25 MB of documents; Prisma's default of 5 s is for small ones.
    { timeout: BATCH_TIMEOUT_MS },
  );
}

/** Each lead's hold once the proofs are claimed: the bot check's own, or spam `replayed` for a proof used before. */
async function claimedVerdicts(tx: Prisma.TransactionClient, leads: NewLead[]): Promise<(Hold | undefined)[]> {
  const holds = leads.map(({ botCheck }): Hold | undefined => {
    if ('spamReason' in botCheck) return { status: 'SPAM', reason: botCheck.spamReason };
    if ('reviewReason' in botCheck) return { status: 'REVIEW', reason: botCheck.reviewReason };
    return undefined;
  });
  const claiming = leads.flatMap(({ botCheck, idempotencyKey }, index) =>
    'proof' in botCheck ? [{ index, proof: botCheck.proof, submission: idempotencyKey }] : [],
  );
  const allowed = await claimProofs(tx, claiming);
  claiming.forEach(({ index }, position) => {
    if (!allowed[position]) holds[index] = { status: 'SPAM', reason: 'replayed' };
  });
  return holds;
}

function encrypted(cipher: FieldCipher, data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const field of ENCRYPTED_FIELDS) {
    if (typeof copy[field] === 'string') copy[field] = cipher.encrypt(copy[field]);
  }
  return copy;
}
