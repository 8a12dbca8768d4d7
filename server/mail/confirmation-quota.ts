// At most a few visitor confirmations per recipient address and day (the firm's day), so a
// form cannot be used to mail one address over and over. Counted per mailbox (mailbox-key.ts:
// Gmail's dotted spellings are one), in PostgreSQL, so every process shares the count; a lead
// already counted (a retried send) keeps its place.
import type { Database } from '../db/prisma';
import { FIRM_TIME_ZONE } from '../leads/lead-query';
import { mailboxKey } from './mailbox-key';

/** True when this lead's confirmation may go to `email` today. */
export async function takeConfirmationSlot(
  prisma: Database,
  email: string,
  leadId: string,
  perDay: number,
): Promise<boolean> {
  if (perDay <= 0) return false;
  const [row] = await prisma.$queryRaw<{ allowed: boolean }[]>`
    INSERT INTO confirmation_quota AS quota (recipient, day, lead_ids)
    VALUES (${mailboxKey(email)}, (now() AT TIME ZONE ${FIRM_TIME_ZONE})::date, ARRAY[${leadId}::uuid])
    ON CONFLICT (recipient, day) DO UPDATE SET lead_ids = CASE
      WHEN ${leadId}::uuid = ANY(quota.lead_ids) OR cardinality(quota.lead_ids) >= ${perDay} THEN quota.lead_ids
      ELSE quota.lead_ids || ${leadId}::uuid END
    RETURNING ${leadId}::uuid = ANY(lead_ids) AS allowed`;
  return row?.allowed === true;
}

/** Yesterday's and older counts are no longer needed. */
export async function deleteOldConfirmationQuota(prisma: Database): Promise<number> {
  return prisma.$executeRaw`DELETE FROM confirmation_quota WHERE day < (now() AT TIME ZONE ${FIRM_TIME_ZONE})::date - 1`;
}
