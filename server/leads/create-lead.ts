// Stores validated requests with their files and enqueues their emails in one
// transaction: when this resolves, each lead, its documents, the single use of its proof of
// work, its share of its network's budget and the jobs that will tell the advisor and the
// visitor are committed together, or none of them is. It takes many leads at once so that
// lead-writer.ts can commit concurrent requests together (docs/decisions/0022), on a pipelined
// connection: in one round trip when the batch is what nearly every batch is (every proof and
// request new, every network within its hour: batch-in-one-trip.ts, docs/decisions/
// 0068-intake-in-one-round-trip.md), otherwise, or when that assumption fails, in two
// (batch-in-two-trips.ts, docs/decisions/0063-intake-in-two-round-trips.md).
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import type { FieldCipher } from '../security/field-cipher';
import { planBatch } from './batch-plan';
import { fitsOneTrip, writeInOneTrip } from './batch-in-one-trip';
import { writeInTwoTrips } from './batch-in-two-trips';
import type { BotVerdict, ReviewReason, SpamReason } from './bot-check';
import type { AcceptedFile } from './check-uploads';
import type { IntakeBudgets } from './intake-budgets';
import type { StagedContent } from './lead-file-content';

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

export type WrittenBatch = {
  stored: StoredLead[];
  /** `fell-back`: one round trip was tried, the batch was not what it assumes, then two. */
  way: 'one-trip' | 'two-trips' | 'fell-back';
  /** Whether the batch was what one round trip assumes: the next may try it again. */
  asOneTripAssumes: boolean;
};

/** `tryOneTrip`: whether to try the batch in one round trip, when what it brings allows it. */
export async function createLeads(store: LeadStore, leads: NewLead[], tryOneTrip = true): Promise<WrittenBatch> {
  const client = await store.writerPool.connect();
  // A connection lost mid-batch fails the batch's statements, which is how the batch learns of it;
  // it is also emitted on the client, and an error event nobody listens to would end the process.
  const lost = () => {};
  client.on('error', lost);
  try {
    const plan = planBatch(leads);
    const oneTrip = tryOneTrip && fitsOneTrip(plan);
    const stored = oneTrip ? await writeInOneTrip(client, store, plan) : undefined;
    const written: WrittenBatch = stored
      ? { stored, way: 'one-trip', asOneTripAssumes: true }
      : { ...(await writeInTwoTrips(client, store, plan)), way: oneTrip ? 'fell-back' : 'two-trips' };
    client.release();
    return written;
  } catch (error) {
    // A failed statement aborts the transaction and fails the ones sent behind it; whatever
    // state the connection is in, it goes, and PostgreSQL undoes the transaction with it.
    client.release(true);
    throw error;
  } finally {
    client.off('error', lost);
  }
}
