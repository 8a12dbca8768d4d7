// "Hoy / Today": what needs the advisor today. Every new lead at once, with the moment the reply
// promised to its visitor is due (common/reply-promise.ts, the promise the site and the
// confirmation email made), most urgent first; and follow-ups due today or earlier (Amsterdam
// days), except leads closed as lost or spam. A new lead given a follow-up day is the advisor's
// own plan: it comes back on that day. The morning digest lists the follow-ups and the new
// leads still waiting INBOX_UNANSWERED_HOURS after they arrived.
// See docs/decisions/0015-today-and-digest.md and docs/decisions/0037-today-reply-started-reminders.md.
import type { ReplyChannel, TodayLead, TodayList } from '../../common/inbox/api';
import { replyDueAt } from '../../common/reply-promise';
import type { Database } from '../db/prisma';
import type { DigestList } from '../mail/render-daily-digest';
import { DUE_SQL, FIRM_TIME_ZONE, ROW_COLUMNS, type LeadRowRecord } from '../leads/lead-query';
import { toListRow } from './list-leads';

// Enough for any real day; the view says when there are more.
const LIMIT = 200;

const firmDay = (now: Date) => now.toLocaleDateString('sv-SE', { timeZone: FIRM_TIME_ZONE });

const dueFollowUps = (prisma: Database) =>
  prisma.$queryRaw<LeadRowRecord[]>`SELECT ${ROW_COLUMNS} FROM leads l LEFT JOIN advisors a ON a.id = l.assignee_id
    WHERE ${DUE_SQL} AND l.status NOT IN ('LOST', 'SPAM')
    ORDER BY l.follow_up_on ASC, l.created_at ASC LIMIT ${LIMIT}`;

type NewLeadRecord = LeadRowRecord & { reply_started_at: Date | null; reply_started_via: ReplyChannel | null };

/** New leads without a follow-up day, oldest first (the oldest promise is due first). */
const newLeads = (prisma: Database) =>
  prisma.$queryRaw<NewLeadRecord[]>`SELECT ${ROW_COLUMNS}, l.reply_started_at, l.reply_started_via
    FROM leads l LEFT JOIN advisors a ON a.id = l.assignee_id
    WHERE l.status = 'NEW' AND l.follow_up_on IS NULL
    ORDER BY l.created_at ASC LIMIT ${LIMIT}`;

const toTodayLead = (row: NewLeadRecord): TodayLead => ({
  ...toListRow(row),
  replyBy: replyDueAt(row.created_at).toISOString(),
  replyStartedAt: row.reply_started_at?.toISOString() ?? null,
  replyStartedVia: row.reply_started_via,
});

export async function listToday(prisma: Database, now = new Date()): Promise<TodayList> {
  const [followUps, fresh] = await Promise.all([dueFollowUps(prisma), newLeads(prisma)]);
  return {
    today: firmDay(now),
    now: now.toISOString(),
    newLeads: fresh.map(toTodayLead),
    followUps: followUps.map(toListRow),
  };
}

export async function listDigest(prisma: Database, unansweredHours: number, now = new Date()): Promise<DigestList> {
  const [followUps, fresh] = await Promise.all([dueFollowUps(prisma), newLeads(prisma)]);
  const before = now.getTime() - unansweredHours * 3_600_000;
  return {
    today: firmDay(now),
    followUps: followUps.map(toListRow),
    unansweredHours,
    unanswered: fresh.filter((row) => row.created_at.getTime() <= before).map(toListRow),
  };
}
