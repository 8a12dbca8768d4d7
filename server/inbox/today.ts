// "Hoy / Today": what needs the advisor today. The calls booked for today and tomorrow, at their
// time (docs/decisions/0057-calendar-in-the-inbox.md). Every new lead at once, with the moment the reply
// promised to its visitor is due (common/reply-promise.ts, the promise the site and the
// confirmation email made), most urgent first; and follow-ups due today or earlier (Amsterdam
// days), except leads closed as lost or spam. A new lead given a follow-up day is the advisor's
// own plan: it comes back on that day. The morning digest lists the follow-ups and the new
// leads still waiting INBOX_UNANSWERED_HOURS after they arrived.
// See docs/decisions/0015-today-and-digest.md and docs/decisions/0037-today-reply-started-reminders.md.
import type { ReplyChannel, TodayCall, TodayLead, TodayList } from '../../common/inbox/api';
import type { BookingKind } from '../../common/inbox/calendar';
import { replyDueAt } from '../../common/reply-promise';
import type { Database } from '../db/prisma';
import type { DigestList } from '../mail/render-daily-digest';
import { DUE_SQL, FIRM_TIME_ZONE, ROW_COLUMNS, TODAY_SQL, type LeadRowRecord } from '../leads/lead-query';
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

type CallRecord = LeadRowRecord & { booking_id: string; kind: BookingKind; starts_at: Date; ends_at: Date };

/** Calls booked for today and tomorrow (Amsterdam days) not yet over, at their time. */
const upcomingCalls = (prisma: Database) =>
  prisma.$queryRaw<CallRecord[]>`SELECT ${ROW_COLUMNS}, b.id AS booking_id, b.kind::text AS kind, b.starts_at, b.ends_at
    FROM bookings b JOIN leads l ON l.id = b.lead_id LEFT JOIN advisors a ON a.id = l.assignee_id
    WHERE b.cancelled_at IS NULL AND b.ends_at > now()
      AND b.starts_at < ((${TODAY_SQL} + 2)::timestamp AT TIME ZONE ${FIRM_TIME_ZONE})
    ORDER BY b.starts_at LIMIT ${LIMIT}`;

const toTodayCall = (row: CallRecord): TodayCall => ({
  ...toListRow(row),
  booking: {
    id: row.booking_id,
    kind: row.kind,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
  },
});

export async function listToday(prisma: Database, now = new Date()): Promise<TodayList> {
  const [calls, followUps, fresh] = await Promise.all([upcomingCalls(prisma), dueFollowUps(prisma), newLeads(prisma)]);
  return {
    today: firmDay(now),
    now: now.toISOString(),
    calls: calls.map(toTodayCall),
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
