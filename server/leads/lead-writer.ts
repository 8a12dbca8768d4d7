// Group commit for the intake. Requests that arrive while earlier ones are being written
// wait a moment and are committed together in one transaction, so the database does one
// round of statements and one flush to disk for many leads. When idle, a request is written
// at once; under load, throughput grows with the batch instead of the queue of connections
// (measured in docs/BENCHMARKS.md). Each request is still answered only after its commit.
// A request's documents are staged first, on their own, outside the batch: the transaction
// then moves them inside PostgreSQL (lead-file-content.ts).
import type pg from 'pg';
import { isDatabaseUnavailable } from '../db/is-database-unavailable';
import { countBatch } from '../system/metrics';
import type { AcceptedFile } from './check-uploads';
import { createLeads, type LeadStore, type NewLead, type StoredFile, type StoredLead } from './create-lead';
import { dropStagedContent, stageFileContent } from './lead-file-content';

type Pending = { lead: NewLead; resolve: (stored: StoredLead) => void; reject: (error: unknown) => void };

// One transaction at a time makes the batches as large as the load: measured on 2 cores,
// 1 in flight gave ~900-1,050 leads/s against ~600-800 with 2 or 4 (docs/BENCHMARKS.md).
// A batch of 64 bounds the size of one transaction (a request carries at most 25 MB).
const MAX_IN_FLIGHT = 1;
const MAX_BATCH = 64;

/** A lead as the intake hands it over: its documents still on disk. */
export type IncomingLead = Omit<NewLead, 'files'> & { files: AcceptedFile[] };
export type LeadWriter = { write: (lead: IncomingLead) => Promise<StoredLead> };

export function createLeadWriter(store: LeadStore & { pool: pg.Pool }): LeadWriter {
  const waiting: Pending[] = [];
  let inFlight = 0;
  // After a batch that was not what one round trip assumes (a replay, a retry, a network past
  // its hour: a flood, mostly), the next ones go in two round trips until one of them shows the
  // assumption holds again, so a flood does not cost each batch a round trip that fails
  // (docs/decisions/0068-intake-in-one-round-trip.md).
  let tryOneTrip = true;

  const pump = () => {
    while (inFlight < MAX_IN_FLIGHT && waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      inFlight++;
      // commit() answers every request of the batch itself and never rejects.
      void commit(store, batch, tryOneTrip).then((asOneTripAssumes) => {
        tryOneTrip = asOneTripAssumes ?? tryOneTrip;
        inFlight--;
        pump();
      });
    }
  };

  const commitLater = (lead: NewLead) =>
    new Promise<StoredLead>((resolve, reject) => {
      waiting.push({ lead, resolve, reject });
      pump();
    });

  return {
    write: async ({ files, ...lead }) => {
      const staged: StoredFile[] = [];
      try {
        for (const { path, ...file } of files) staged.push({ ...file, ...(await stageFileContent(store.pool, path)) });
        return await commitLater({ ...lead, files: staged });
      } finally {
        // Moved by the commit, or left by a refused or repeated request: whatever is left goes
        // (and what a failure here leaves, the sweep at start removes).
        await dropStagedContent(
          store.pool,
          staged.map((file) => file.uploadId),
        ).catch(() => undefined);
      }
    },
  };
}

/** Whether the batch was what one round trip assumes; undefined when it was not written whole. */
async function commit(store: LeadStore, batch: Pending[], tryOneTrip: boolean): Promise<boolean | undefined> {
  try {
    const { stored, way, asOneTripAssumes } = await createLeads(
      store,
      batch.map((pending) => pending.lead),
      tryOneTrip,
    );
    countBatch(way);
    batch.forEach((pending, index) => pending.resolve(stored[index]!));
    return asOneTripAssumes;
  } catch (error) {
    // One request must never fail another: unless the database itself is away, write them
    // one by one so only the one at fault gets the error.
    if (batch.length === 1 || isDatabaseUnavailable(error)) {
      for (const pending of batch) pending.reject(error);
      return undefined;
    }
    for (const pending of batch) await commit(store, [pending], false);
    return undefined;
  }
}
