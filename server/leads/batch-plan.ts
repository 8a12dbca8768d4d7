// What a batch of the lead writer writes, whichever way it goes to PostgreSQL (in one round
// trip or in two: create-lead.ts): the leads' rows, the holds the bot check decided before the
// batch, the proofs to claim, the jobs that tell people, and the answers to the requests.
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PRIVACY_POLICY_VERSION } from '../../common/business';
import { FORMS, type FormDefinition } from '../../common/forms/registry';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { enqueueLeadNotifications } from '../jobs/lead-notifications';
import { recordStatements, type Statement } from '../jobs/recorded-jobs';
import { leadPhone } from '../people/phone-e164';
import type { FieldCipher } from '../security/field-cipher';
import type { HeldRow, IssuedLink, LeadRow } from './batch-statements';
import type { ProofClaim } from './claim-proofs';
import type { Hold, LeadStore, NewLead, StoredLead } from './create-lead';
import { enqueueHeldNotice } from './held-notice-queue';

/** Fields stored encrypted (docs/SECURITY.md); the BSN is the only one the forms collect. */
const ENCRYPTED_FIELDS = ['bsn'] as const;

export type BatchPlan = {
  rows: { id: string; lead: NewLead }[];
  /** Why each lead is held back, as far as it is known before the database answers. */
  holds: (Hold | undefined)[];
  /** The leads that bring a proof, by their index in `rows`. */
  claiming: (ProofClaim & { index: number; network: string })[];
};

export function planBatch(leads: NewLead[]): BatchPlan {
  return {
    rows: leads.map((lead) => ({ id: randomUUID(), lead })),
    holds: leads.map(({ botCheck }): Hold | undefined => {
      if ('spamReason' in botCheck) return { status: 'SPAM', reason: botCheck.spamReason };
      if ('reviewReason' in botCheck) return { status: 'REVIEW', reason: botCheck.reviewReason };
      return undefined;
    }),
    claiming: leads.flatMap(({ botCheck, idempotencyKey, network }, index) =>
      'proof' in botCheck ? [{ index, network, proof: botCheck.proof, submission: idempotencyKey }] : [],
    ),
  };
}

/** The lead's row, held as the bot check judged it before the batch (`hold`). */
export function leadRow(id: string, lead: NewLead, cipher: FieldCipher, hold: Hold | undefined): LeadRow {
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
    confirmation_state: lead.email && !hold ? 'PENDING' : 'NOT_NEEDED',
    ...privacyAcceptance(lead),
    ...heldColumns(lead, hold),
  };
}

/** A held lead sends nothing; one to review keeps its network, for the advisor to see them grouped. */
function heldColumns(lead: NewLead, hold: Hold | undefined) {
  return {
    status: hold?.status ?? 'NEW',
    spam_reason: hold?.reason ?? null,
    source_network: hold?.status === 'REVIEW' ? lead.network : null,
    notification_state: hold ? 'NOT_NEEDED' : 'PENDING',
  } satisfies Pick<LeadRow, 'status' | 'spam_reason' | 'source_network' | 'notification_state'>;
}

/**
 * Held back by what the database answered (heldColumns holds the rest with the insert): stored
 * for the advisor to see under Spam or To review and release (server/inbox/release-lead.ts
 * enqueues the emails then); nothing is sent now.
 */
export function heldRows(held: { id: string; lead: NewLead; hold: Hold }[]): HeldRow[] {
  return held.map(({ id, lead, hold }) => ({
    id,
    ...hold,
    network: hold.status === 'REVIEW' ? lead.network : null,
  }));
}

/**
 * pg-boss's own statements for the jobs: one summary when any lead is held to review
 * (held-notice.ts), and the news of each lead that is not held.
 */
export function jobStatements(
  store: LeadStore,
  holds: (Hold | undefined)[],
  told: { id: string; lead: NewLead }[],
): Promise<Statement[]> {
  return recordStatements(async (db) => {
    if (holds.some((hold) => hold?.status === 'REVIEW')) await enqueueHeldNotice(store.boss, db);
    await enqueueLeadNotifications(
      store.boss,
      db,
      told.map(({ id, lead }) => ({ id, email: lead.email })),
    );
  });
}

/** A job statement of pg-boss's, named by its text (which names the queue and not the jobs) so a connection parses it once. */
export function sendJob(client: pg.ClientBase, { text, values }: Statement): Promise<unknown> {
  return client.query({ name: `pgboss-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, values });
}

/** What each request is answered, in the batch's order. */
export function storedLeads(plan: BatchPlan, links: IssuedLink[], inserted: Map<string, number>): StoredLead[] {
  return plan.rows.map(({ id }, index) => {
    const link = links[index]!;
    return {
      id: link.id,
      reference: formatLeadReference(link.referenceNumber),
      duplicate: !inserted.has(id),
      hold: plan.holds[index],
      visitorToken: link.visitorToken,
    };
  });
}

/** The policy version the visitor agreed to, on forms with the box (the schema requires it ticked). */
function privacyAcceptance(lead: NewLead) {
  const field = (FORMS[lead.formKey] as FormDefinition).privacyField;
  return field && lead.data[field] === true
    ? { privacy_accepted_at: new Date().toISOString(), privacy_policy_version: PRIVACY_POLICY_VERSION }
    : { privacy_accepted_at: null, privacy_policy_version: null };
}

function encrypted(cipher: FieldCipher, data: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...data };
  for (const field of ENCRYPTED_FIELDS) {
    if (typeof copy[field] === 'string') copy[field] = cipher.encrypt(copy[field]);
  }
  return copy;
}
