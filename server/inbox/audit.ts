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
  await db.auditEntry.createMany({
    data: leadIds.map((leadId) => ({
      advisorId: advisor?.id ?? null,
      actor: advisor?.email ?? RETENTION_ACTOR,
      action,
      leadId,
    })),
  });
}
