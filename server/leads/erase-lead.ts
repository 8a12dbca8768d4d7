// Erasure (docs/product.md#inbox, docs/SECURITY.md "Lead inbox"): a lead goes with its documents, notes and
// history (foreign keys cascade) and from the queue's rows about it, whose payload names
// it. The audit entry stays: it records that the erasure happened, holding only the id.
// Once committed, the ids go to the erasure log beside the backups, so a restore cannot bring
// the lead back (server/backup/erasure-log.ts).
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';
import { audit } from './audit';

/** Where the ids of erased leads are written once the erasure commits (server/backup/erasure-log.ts). */
export type ErasureLog = { record: (ids: readonly string[]) => Promise<void> };

/** Deletes the leads and their queue jobs in the caller's transaction; returns the ids it deleted. */
export async function eraseLeads(
  tx: Prisma.TransactionClient,
  advisor: SignedInAdvisor | null,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await tx.$queryRaw<{ id: string }[]>`DELETE FROM leads WHERE id = ANY(${ids}::uuid[]) RETURNING id`;
  const deletedIds = deleted.map((row) => row.id);
  // A batch's email and push jobs name all its leads (docs/decisions/0071-news-jobs-per-batch.md):
  // the erased leads leave their lists, and a job with nobody left goes.
  await tx.$executeRaw`UPDATE pgboss.job
    SET data = data || jsonb_build_object('leadIds', (data->'leadIds') - ${deletedIds}::text[])
      || CASE WHEN data ? 'confirm' THEN jsonb_build_object('confirm', (data->'confirm') - ${deletedIds}::text[]) ELSE '{}' END
    WHERE data->'leadIds' ?| ${deletedIds}::text[]`;
  await tx.$executeRaw`DELETE FROM pgboss.job WHERE data->>'leadId' = ANY(${deletedIds}::text[]) OR data->'leadIds' = '[]'`;
  await audit(tx, advisor, 'DELETE', deletedIds);
  return deletedIds;
}

export async function eraseLead(
  prisma: Database,
  erasureLog: ErasureLog,
  advisor: SignedInAdvisor,
  id: string,
): Promise<boolean> {
  const deleted = await prisma.$transaction((tx) => eraseLeads(tx, advisor, [id]));
  await erasureLog.record(deleted);
  return deleted.length > 0;
}
