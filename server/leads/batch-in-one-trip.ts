// A batch in one round trip (docs/decisions/0068-intake-in-one-round-trip.md): every
// statement, the COMMIT included, goes out at once on the writer's pipelined connection,
// assuming what nearly every batch is: every proof new, every request new (no retry), every
// network within its hour. Then nothing that is decided by the database's answers (a replay, a
// retry, a lead past its network's hour) needs deciding before the commit. The statements
// themselves check the assumption: a used proof or a repeated Idempotency-Key breaks a unique
// key, a network past its hour divides by zero; any of them aborts the transaction, PostgreSQL
// answers COMMIT with ROLLBACK, nothing is left of the batch, and the lead writer writes it
// again in two round trips (batch-in-two-trips.ts), which decides each of them.
import type pg from 'pg';
import { insertLeads, issueNewLinks } from './batch-statements';
import { jobStatements, leadRow, sendJob, storedLeads, type BatchPlan } from './batch-plan';
import { claimProofs } from './claim-proofs';
import type { LeadStore, StoredLead } from './create-lead';
import { countNetworks } from './intake-budgets';

/** Whether the batch may go in one round trip at all: what it brings decides nothing in the database twice. */
export function fitsOneTrip(plan: BatchPlan): boolean {
  const proofs = plan.claiming.map(({ proof }) => proof.key);
  const submissions = plan.rows.flatMap(({ lead }) => (lead.idempotencyKey ? [lead.idempotencyKey] : []));
  return (
    // Documents take a round trip of their own (their move is checked before the commit).
    plan.rows.every(({ lead }) => lead.files.length === 0) &&
    new Set(proofs).size === proofs.length &&
    new Set(submissions).size === submissions.length
  );
}

/** The batch's answers, or undefined when the assumption failed and the batch was rolled back. */
export async function writeInOneTrip(
  client: pg.ClientBase,
  store: LeadStore,
  plan: BatchPlan,
): Promise<StoredLead[] | undefined> {
  const { rows, holds, claiming } = plan;
  // The bot check's holds are all the holds there are: they go in with the insert.
  const jobs = await jobStatements(
    store,
    holds,
    rows.filter((_, index) => !holds[index]),
  );
  // Sent in this order before any await; each settles with its own answer or error.
  const [, , inserted, tokens, , ...rest] = await Promise.allSettled([
    client.query('BEGIN'),
    claimProofs(client, claiming, { onlyNew: true }),
    insertLeads(
      client,
      rows.map(({ id, lead }, index) => leadRow(id, lead, store.cipher, holds[index])),
      { onlyNew: true },
    ),
    issueNewLinks(
      client,
      rows.map(({ id }) => id),
    ),
    countNetworks(
      client,
      claiming.map(({ network }) => network),
      store.intakeBudgets,
      { allWithin: true },
    ),
    ...jobs.map((job) => sendJob(client, job)),
    client.query('COMMIT'),
  ]);
  const committed = rest.at(-1)!;
  // A lost connection or a timeout: the batch's fate is the writer's to handle.
  if (committed.status === 'rejected') throw committed.reason;
  // An aborted transaction answers COMMIT with ROLLBACK, and no error: the assumption failed.
  if ((committed.value as pg.QueryResult).command !== 'COMMIT') return undefined;
  // Committed: every statement before the COMMIT succeeded.
  const numbers = fulfilled(inserted);
  const visitorTokens = fulfilled(tokens);
  const links = rows.map(({ id }, n) => ({ id, referenceNumber: numbers.get(id)!, visitorToken: visitorTokens[n]! }));
  return storedLeads(plan, links, numbers);
}

function fulfilled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
