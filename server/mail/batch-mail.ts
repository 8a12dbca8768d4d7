// A batch's first try (docs/decisions/0071-news-jobs-per-batch.md): one job sends the emails of
// every lead of a batch of the lead writer, one after the other, and the advisor's job queues the
// visitors' confirmations once it has tried them all, so a batch's confirmations never go before
// its advisor's emails. A lead whose email fails is handed to a job of its own, retried from
// there with backoff and dead-lettered after its last try, as every lead's email was before.
// A job run again (its process killed) tries only the leads not tried yet.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import { mailJob } from '../jobs/lead-notifications';
import { QUEUES, type BatchMailJob, type LeadMailJob, type MailKind } from '../jobs/queue';

/** Sends one lead's email and records how it went on the lead; rejects when it was not sent. */
export type SendLeadMail = (leadId: string, kind: MailKind, lastTry: boolean) => Promise<void>;
type Deps = { boss: PgBoss; prisma: Database; env: Pick<Env, 'MAIL_RETRY_LIMIT' | 'MAIL_RETRY_DELAY_SECONDS'> };

export const STATE_FIELD = {
  advisor: 'notificationState',
  confirmation: 'confirmationState',
} as const satisfies Record<MailKind, string>;

/**
 * A refused recipient fails that lead alone, and the next is tried. Any other failure (the
 * server away, slow or refusing) would fail the next as well: the rest are not tried now and
 * each gets a job of its own, as the failed one does.
 */
export async function tryBatch(deps: Deps, job: BatchMailJob, send: SendLeadMail): Promise<void> {
  const kind = job.mail;
  const waiting = await leadsIn(deps.prisma, job.leadIds, kind, 'PENDING');
  const failed: string[] = [];
  const untried: string[] = [];
  for (const [index, leadId] of waiting.entries()) {
    const error = await send(leadId, kind, deps.env.MAIL_RETRY_LIMIT === 0).then(
      () => undefined,
      (failure: unknown) => failure ?? new Error('email not sent'),
    );
    if (error === undefined) continue;
    failed.push(leadId);
    if (!refusedRecipient(error)) {
      untried.push(...waiting.slice(index + 1));
      break;
    }
  }
  await handOver(deps, kind, failed, untried);
  // Only the confirmations still to send: not those of a lead erased meanwhile, whose id would
  // otherwise be written into the queue again after its erasure took it out (erase-lead.ts).
  const confirm = job.mail === 'advisor' ? await leadsIn(deps.prisma, job.confirm, 'confirmation', 'PENDING') : [];
  if (confirm.length > 0) {
    await deps.boss.insert(QUEUES.leadMail, [mailJob({ mail: 'confirmation', leadIds: confirm })]);
  }
}

/** The leads of `ids`, in their order, whose email of this kind is in `state`. */
export async function leadsIn(prisma: Database, ids: string[], kind: MailKind, state: 'PENDING' | 'SENT') {
  const rows = await prisma.lead.findMany({
    where: { id: { in: ids }, [STATE_FIELD[kind]]: state },
    select: { id: true },
  });
  const found = new Set(rows.map(({ id }) => id));
  return ids.filter((id) => found.has(id));
}

/** The recipient's server refused this address (nodemailer's EENVELOPE); another address may still be taken. */
const refusedRecipient = (error: unknown) => (error as { code?: unknown }).code === 'EENVELOPE';

/**
 * Each lead to a job of its own after the retry delay, with the tries left: a failed lead has had
 * one. Without retries (MAIL_RETRY_LIMIT 0) a failed lead's try was its last: it goes to the dead
 * letters, as pg-boss moves a job after its last try.
 */
async function handOver(deps: Deps, kind: MailKind, tried: string[], notTried: string[]): Promise<void> {
  if (tried.length === 0) return;
  // A lead erased while its email was being sent has nothing left to send.
  const existing = new Set(
    (await deps.prisma.lead.findMany({ where: { id: { in: [...tried, ...notTried] } }, select: { id: true } })).map(
      ({ id }) => id,
    ),
  );
  const failed = tried.filter((id) => existing.has(id));
  const untried = notTried.filter((id) => existing.has(id));
  const limit = deps.env.MAIL_RETRY_LIMIT;
  const startAfter = new Date(Date.now() + deps.env.MAIL_RETRY_DELAY_SECONDS * 1000);
  const retry = (leadId: string, retryLimit: number) => ({
    ...mailJob({ mail: kind, leadId } satisfies LeadMailJob),
    startAfter,
    retryLimit,
  });
  const retries = [
    ...(limit > 0 ? failed.map((leadId) => retry(leadId, limit - 1)) : []),
    ...untried.map((leadId) => retry(leadId, limit)),
  ];
  if (retries.length > 0) await deps.boss.insert(QUEUES.leadMail, retries);
  if (limit === 0 && failed.length > 0) {
    await deps.boss.insert(
      QUEUES.deadLetters,
      failed.map((leadId) => ({ data: { mail: kind, leadId } satisfies LeadMailJob })),
    );
  }
}
