// The advisor's reminders, claimed once each: a push an hour before the reply promised to a
// visitor is due (a new lead, no reply started, no follow-up day chosen), and one when a
// follow-up day comes (at that day's opening time, HOURS in common/business.ts). Each claim
// marks the lead and enqueues its push in one transaction, so a reminder is sent once however
// many processes look and whenever they restart; a reminder whose moment passed while nothing
// ran is still sent if it means something (the promise is not yet missed, the follow-up day is
// still today). docs/decisions/0037-today-reply-started-reminders.md.
import { fromPrisma, type PgBoss } from 'pg-boss';
import { firmTimeAt, hoursOn, replyDueAt } from '../../common/reply-promise';
import type { Database } from '../db/prisma';
import { FIRM_TIME_ZONE } from '../leads/lead-query';
import { PUSH_QUEUES, type LeadPushJob, type PushReason } from '../jobs/push-queue';

/** How long before the promised reply time the advisor is reminded. */
export const REMINDER_MINUTES_BEFORE = 60;
// A promise is at most a few days out (a long weekend); older new leads were missed already.
const PROMISE_HORIZON_DAYS = 8;

export type ClaimedReminders = Record<Extract<PushReason, 'replyBy' | 'followUp'>, string[]>;

export async function claimDueReminders(prisma: Database, boss: PgBoss, now = new Date()): Promise<ClaimedReminders> {
  return prisma.$transaction(async (tx) => {
    // A second process looking at the same moment waits for this one's rows (locked in one order,
    // so two never deadlock) and then finds them claimed: PostgreSQL checks the conditions again
    // on the row it waited for. Not SKIP LOCKED: that would also pass over a lead whose email
    // delivery is being recorded at that moment, and its reminder would come a minute late.
    const waiting = await tx.$queryRaw<{ id: string; created_at: Date }[]>`SELECT id, created_at FROM leads
      WHERE status = 'NEW' AND follow_up_on IS NULL AND reply_started_at IS NULL AND reply_reminded_at IS NULL
        AND created_at > ${now}::timestamptz - make_interval(days => ${PROMISE_HORIZON_DAYS}::int)
      ORDER BY id FOR UPDATE`;
    const replyBy = waiting
      .filter(({ created_at }) => {
        const due = replyDueAt(created_at).getTime();
        return due - REMINDER_MINUTES_BEFORE * 60_000 <= now.getTime() && now.getTime() < due;
      })
      .map(({ id }) => id);
    if (replyBy.length > 0)
      await tx.$executeRaw`UPDATE leads SET reply_reminded_at = ${now} WHERE id = ANY(${replyBy}::uuid[])`;

    const today = now.toLocaleDateString('sv-SE', { timeZone: FIRM_TIME_ZONE });
    const opens = firmTimeAt(today, hoursOn(new Date(`${today}T12:00:00Z`).getUTCDay()).opens);
    const followUp =
      now < opens
        ? []
        : (
            await tx.$queryRaw<{ id: string }[]>`UPDATE leads SET follow_up_reminded_on = follow_up_on
              WHERE follow_up_on = ${today}::date AND status NOT IN ('LOST', 'SPAM')
                AND follow_up_reminded_on IS DISTINCT FROM follow_up_on
              RETURNING id`
          ).map(({ id }) => id);

    const jobs = [
      ...replyBy.map((leadId) => ({ leadId, reason: 'replyBy' as const })),
      ...followUp.map((leadId) => ({ leadId, reason: 'followUp' as const })),
    ];
    if (jobs.length > 0)
      await boss.insert(
        PUSH_QUEUES.leadPush,
        jobs.map((data) => ({ data: data satisfies LeadPushJob })),
        { db: fromPrisma(tx) },
      );
    return { replyBy, followUp };
  });
}
