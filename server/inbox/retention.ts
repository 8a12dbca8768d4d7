// The retention job (docs/product.md#inbox): every night, leads older than RETENTION_MONTHS are
// erased with everything about them, except those marked won (the firm keeps its clients'
// files under its own legal duties). Expired sessions and past days' confirmation counts are swept at the same time,
// and the audit log's entries older than the same period, except the records of erasures,
// kept ERASURE_AUDIT_YEARS as proof that a lead was erased (docs/decisions/0030-inbox-insight.md).
import type { PgBoss } from 'pg-boss';
import { deleteExpiredDevices } from '../auth/remembered-devices';
import { deleteExpiredSessions } from '../auth/sessions';
import type { ErasureLog } from '../leads/erase-lead';
import type { Database } from '../db/prisma';
import type { Logger } from '../logger';
import { deleteOldConfirmationQuota } from '../mail/confirmation-quota';
import { eraseLeads } from '../leads/erase-lead';
import { FIRM_TIME_ZONE } from '../leads/lead-query';

export const RETENTION_QUEUE = 'lead-retention';
// 03:15 Amsterdam time, when nobody works the inbox.
const NIGHTLY = '15 3 * * *';
const BATCH = 500;
/** How long the record of an erasure outlives it: the Dutch limitation period for claims. */
export const ERASURE_AUDIT_YEARS = 5;

/** Audit entries past the retention period (erasures past ERASURE_AUDIT_YEARS); returns how many went. */
export async function purgeOldAudit(prisma: Database, months: number, now = new Date()): Promise<number> {
  return prisma.$executeRaw`DELETE FROM audit_log WHERE
    (action <> 'DELETE' AND created_at < ${now}::timestamptz - make_interval(months => ${months}::int))
    OR (action = 'DELETE' AND created_at < ${now}::timestamptz - make_interval(years => ${ERASURE_AUDIT_YEARS}::int))`;
}

export async function purgeExpiredLeads(
  { prisma, erasureLog }: { prisma: Database; erasureLog: ErasureLog },
  months: number,
  now = new Date(),
): Promise<number> {
  let total = 0;
  for (;;) {
    // Batches keep each transaction (and the files it deletes) bounded.
    const ids = await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM leads
      WHERE created_at < ${now}::timestamptz - make_interval(months => ${months}::int) AND status <> 'WON' LIMIT ${BATCH}`;
    if (ids.length === 0) return total;
    const deleted = await prisma.$transaction((tx) =>
      eraseLeads(
        tx,
        null,
        ids.map((row) => row.id),
      ),
    );
    await erasureLog.record(deleted);
    total += deleted.length;
  }
}

export async function startRetentionJob(
  boss: PgBoss,
  deps: { prisma: Database; erasureLog: ErasureLog; logger: Logger; months: number },
): Promise<void> {
  await boss.createQueue(RETENTION_QUEUE);
  await boss.schedule(RETENTION_QUEUE, NIGHTLY, null, { tz: FIRM_TIME_ZONE });
  await boss.work(RETENTION_QUEUE, async () => {
    const leads = await purgeExpiredLeads(deps, deps.months);
    const sessions = (await deleteExpiredSessions(deps.prisma)) + (await deleteExpiredDevices(deps.prisma));
    await deleteOldConfirmationQuota(deps.prisma);
    const auditEntries = await purgeOldAudit(deps.prisma, deps.months);
    deps.logger.info(
      { leads, sessions, auditEntries, months: deps.months },
      'retention: expired leads, sessions and audit entries erased',
    );
  });
}
