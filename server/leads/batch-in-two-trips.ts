// A batch in two round trips on the writer's pipelined connection (docs/decisions/
// 0063-intake-in-two-round-trips.md): the first claims the proofs, inserts the leads, issues
// their links and counts the networks; Node then decides from the answers which leads are
// replays, retries or past their network's hour, and the second holds those, gives back what
// they were counted, enqueues the others' jobs and commits. Whatever the batch brings. A batch
// with documents takes one more, between them, for the files' rows and their chunks (the move
// must be checked before the commit).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { insertLeadFiles, insertLeads, issueBatchLinks, markHeld } from './batch-statements';
import { heldRows, jobStatements, leadRow, sendJob, storedLeads, type BatchPlan } from './batch-plan';
import { claimProofs } from './claim-proofs';
import type { LeadStore, StoredLead } from './create-lead';
import { countNetworks, giveBackBudgets } from './intake-budgets';
import { moveStagedContent } from './lead-file-content';

export type BatchInTwoTrips = {
  stored: StoredLead[];
  /** Every proof new, every request new, every network within its hour: what one round trip assumes. */
  asOneTripAssumes: boolean;
};

/**
 * Each call below sends its statements before its first await, so in each round trip they go
 * out in the order written and PostgreSQL runs them in that order: a later one reads what an
 * earlier one wrote.
 */
export async function writeInTwoTrips(
  client: pg.ClientBase,
  store: LeadStore,
  plan: BatchPlan,
): Promise<BatchInTwoTrips> {
  const { rows, claiming } = plan;
  const holds = [...plan.holds];
  const [, allowed, inserted, links, count] = await Promise.all([
    client.query('BEGIN'),
    claimProofs(client, claiming),
    insertLeads(
      client,
      rows.map(({ id, lead }, index) => leadRow(id, lead, store.cipher, plan.holds[index])),
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

  // Held by the answers; the bot check's own holds went in with the insert.
  const decided = fresh.flatMap(({ id, lead, index }) => {
    const hold = holds[index];
    return hold && !plan.holds[index] ? [{ id, lead, hold }] : [];
  });
  const jobs = await jobStatements(
    store,
    fresh.map(({ index }) => holds[index]),
    fresh.filter(({ index }) => !holds[index]),
  );
  const sent = [
    markHeld(client, heldRows(decided)),
    giveBackBudgets(client, unused),
    ...jobs.map((job) => sendJob(client, job)),
  ];
  const [committed] = await Promise.all([client.query('COMMIT'), ...sent]);
  // An aborted transaction answers COMMIT with ROLLBACK, and no error.
  if (committed.command !== 'COMMIT') throw new Error(`the batch was not committed (${committed.command})`);
  return {
    stored: storedLeads({ ...plan, holds }, links, inserted),
    asOneTripAssumes: allowed.every(Boolean) && fresh.length === rows.length && fits.every(Boolean),
  };
}
