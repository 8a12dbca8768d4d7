// Stores validated requests with their files and enqueues their emails in one
// transaction: when this resolves, each lead, its documents, the single use of its proof of
// work, its share of its network's budget and the jobs that will tell the advisor and the
// visitor are committed together, or none of them is. It takes many leads at once so that
// lead-writer.ts can commit concurrent requests together (docs/decisions/0022), and sends the
// batch's statements in two round trips on a pipelined connection: the first claims the proofs,
// inserts the leads, issues their links and counts the networks; the second holds, enqueues and
// commits (docs/decisions/0063-intake-in-two-round-trips.md).
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { PRIVACY_POLICY_VERSION } from '../../common/business';
import { FORMS, type FormDefinition, type FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { leadPhone } from '../people/phone-e164';
import { enqueueLeadNotifications } from '../jobs/lead-notifications';
import { recordStatements, type Statement } from '../jobs/recorded-jobs';
import type { FieldCipher } from '../security/field-cipher';
import type { BotVerdict, ReviewReason, SpamReason } from './bot-check';
import type { AcceptedFile } from './check-uploads';
import {
  insertLeadFiles,
  insertLeads,
  issueBatchLinks,
  markHeld,
  type HeldRow,
  type LeadRow,
} from './batch-statements';
import { claimProofs } from './claim-proofs';
import { enqueueHeldNotice } from './held-notice-queue';
import { countNetworks, giveBackBudgets, type IntakeBudgets } from './intake-budgets';
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
  /** Connections that pipeline their statements (pg's `pipeline`, server/services.ts), for the batches alone. */
  writerPool: pg.Pool;
  boss: PgBoss;
  cipher: FieldCipher;
  /** Leads that send emails per network, across all processes (docs/decisions/0044-per-network-budgets.md). */
  intakeBudgets: IntakeBudgets;
};

/** Fields stored encrypted (docs/SECURITY.md); the BSN is the only one the forms collect. */
const ENCRYPTED_FIELDS = ['bsn'] as const;

/** The policy version the visitor agreed to, on forms with the box (the schema requires it ticked). */
function privacyAcceptance(lead: NewLead) {
  const field = (FORMS[lead.formKey] as FormDefinition).privacyField;
  return field && lead.data[field] === true
    ? { privacy_accepted_at: new Date().toISOString(), privacy_policy_version: PRIVACY_POLICY_VERSION }
    : { privacy_accepted_at: null, privacy_policy_version: null };
}

export async function createLeads(store: LeadStore, leads: NewLead[]): Promise<StoredLead[]> {
  const client = await store.writerPool.connect();
  // A connection lost mid-batch fails the batch's statements, which is how the batch learns of it;
  // it is also emitted on the client, and an error event nobody listens to would end the process.
  const lost = () => {};
  client.on('error', lost);
  try {
    const stored = await writeBatch(client, store, leads);
    client.release();
    return stored;
  } catch (error) {
    // A failed statement aborts the transaction and fails the ones sent behind it; whatever
    // state the connection is in, it goes, and PostgreSQL undoes the transaction with it.
    client.release(true);
    throw error;
  } finally {
    client.off('error', lost);
  }
}

/**
 * Each call below sends its statements before its first await, so in each round trip they go
 * out in the order written and PostgreSQL runs them in that order: a later one reads what an
 * earlier one wrote.
 */
async function writeBatch(client: pg.PoolClient, store: LeadStore, leads: NewLead[]): Promise<StoredLead[]> {
  const rows = leads.map((lead) => ({ id: randomUUID(), lead }));
  const holds = leads.map(({ botCheck }): Hold | undefined => {
    if ('spamReason' in botCheck) return { status: 'SPAM', reason: botCheck.spamReason };
    if ('reviewReason' in botCheck) return { status: 'REVIEW', reason: botCheck.reviewReason };
    return undefined;
  });
  const claiming = rows.flatMap(({ lead: { botCheck, idempotencyKey, network } }, index) =>
    'proof' in botCheck ? [{ index, network, proof: botCheck.proof, submission: idempotencyKey }] : [],
  );

  const [, allowed, inserted, links, count] = await Promise.all([
    client.query('BEGIN'),
    claimProofs(client, claiming),
    insertLeads(
      client,
      rows.map(({ id, lead }) => leadRow(id, lead, store.cipher)),
    ),
    issueBatchLinks(
      client,
      rows.map(({ id, lead }) => ({ id, idempotencyKey: lead.idempotencyKey })),
    ),
    countNetworks(
      client,
      claiming.map(({ network }) => network),
      store.intakeBudgets,
    ),
  ]);
  // A proof already used by another submission: spam, `replayed`.
  claiming.forEach(({ index }, position) => {
    if (!allowed[position]) holds[index] = { status: 'SPAM', reason: 'replayed' };
  });
  const fresh = rows.map((row, index) => ({ ...row, index })).filter(({ id }) => inserted.has(id));

  // Only new proven leads count against their network's budget: a flood of plain bots never
  // pushes a person's request aside, and a retry is not counted twice. Past it they are held
  // to review, where the advisor sees them grouped by network.
  const people = fresh.filter(({ index }) => !holds[index]);
  const { fits, unused } = count(people.map(({ lead }) => lead.network));
  people.forEach(({ index }, position) => {
    if (!fits[position]) holds[index] = { status: 'REVIEW', reason: 'over-budget' };
  });

  // The bytes were staged beforehand (lead-writer.ts); PostgreSQL moves them, none pass through here.
  const files = fresh.flatMap(({ id, lead }) =>
    lead.files.map(({ uploadId, chunks, ...file }) => ({
      row: { id: randomUUID(), leadId: id, ...file },
      uploadId,
      chunks,
    })),
  );
  if (files.length > 0) {
    await Promise.all([
      insertLeadFiles(
        client,
        files.map(({ row }) => row),
      ),
      moveStagedContent(
        client,
        files.map(({ row, uploadId, chunks }) => ({ fileId: row.id, uploadId, chunks })),
      ),
    ]);
  }

  // Held back: stored for the advisor to see under Spam or To review and release (server/
  // inbox/release-lead.ts enqueues the emails then); nothing is sent now. A lead to review
  // keeps its network, and the advisor gets one summary of them (held-notice.ts).
  const held = fresh.flatMap(({ id, index, lead }): HeldRow[] => {
    const hold = holds[index];
    return hold ? [{ id, ...hold, network: hold.status === 'REVIEW' ? lead.network : null }] : [];
  });
  const jobs = await recordStatements(async (db) => {
    if (held.some(({ status }) => status === 'REVIEW')) await enqueueHeldNotice(store.boss, db);
    await enqueueLeadNotifications(
      store.boss,
      db,
      fresh.filter(({ index }) => !holds[index]).map(({ id, lead }) => ({ id, email: lead.email })),
    );
  });
  const sent = [markHeld(client, held), giveBackBudgets(client, unused), ...jobs.map((job) => sendJob(client, job))];
  const [committed] = await Promise.all([client.query('COMMIT'), ...sent]);
  // An aborted transaction answers COMMIT with ROLLBACK, and no error.
  if (committed.command !== 'COMMIT') throw new Error(`the batch was not committed (${committed.command})`);
  return rows.map(({ id }, index) => {
    const link = links[index]!;
    return {
      id: link.id,
      reference: formatLeadReference(link.referenceNumber),
      duplicate: !inserted.has(id),
      hold: holds[index],
      visitorToken: link.visitorToken,
    };
  });
}

function leadRow(id: string, lead: NewLead, cipher: FieldCipher): LeadRow {
  return {
    id,
    form_type: lead.formKey,
    data: encrypted(cipher, lead.data),
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
  };
}

/** A job statement of pg-boss's, named by its text (which names the queue and not the jobs) so a connection parses it once. */
function sendJob(client: pg.ClientBase, { text, values }: Statement): Promise<unknown> {
  return client.query({ name: `pgboss-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, values });
}

function encrypted(cipher: FieldCipher, data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const field of ENCRYPTED_FIELDS) {
    if (typeof copy[field] === 'string') copy[field] = cipher.encrypt(copy[field]);
  }
  return copy;
}
