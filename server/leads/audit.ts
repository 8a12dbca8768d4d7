// The inbox's audit log (docs/SECURITY.md, "Lead inbox"): who viewed, exported, erased or revealed the BSN of
// which lead. Written in the same transaction as what it records where there is one.
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import type { AuditAction, Prisma } from '../generated/prisma/client';

type Writer = Database | Prisma.TransactionClient;

/** The purge job acts without an advisor; the log names it this way. */
export const RETENTION_ACTOR = 'retention-job';

export async function audit(
  db: Writer,
  advisor: SignedInAdvisor | null,
  action: AuditAction,
  leadIds: readonly string[],
) {
  if (leadIds.length === 0) return;
  // One statement however many leads (an export of 10,000 is 10,000 rows): Prisma's createMany
  // sends a parameter per value and was most of an export's time (docs/decisions/0026-lead-read-model-and-exports.md).
  await db.$executeRaw`INSERT INTO audit_log (advisor_id, actor, action, lead_id)
    SELECT ${advisor?.id ?? null}::uuid, ${advisor?.email ?? RETENTION_ACTOR}, ${action}::"AuditAction", unnest(${[...leadIds]}::uuid[])`;
}
