// "Hoy / Today": what needs the advisor today, for the inbox's Today view and the morning
// digest. Follow-ups due today or earlier (Amsterdam days), except leads closed as lost or
// spam; new leads still not contacted INBOX_UNANSWERED_HOURS after they arrived and given no
// follow-up day (one set is the advisor's own plan for it: listed when it comes). See docs/decisions/0015-today-and-digest.md.
import type { TodayList } from '../../common/inbox/api';
import type { Database } from '../db/prisma';
import { DUE_SQL, FIRM_TIME_ZONE, ROW_COLUMNS, type LeadRowRecord } from './lead-query';
import { toListRow } from './list-leads';

// Enough for any real day; the view says when there are more.
const LIMIT = 200;

export async function listToday(prisma: Database, unansweredHours: number, now = new Date()): Promise<TodayList> {
  const [followUps, unanswered] = await Promise.all([
    prisma.$queryRaw<LeadRowRecord[]>`SELECT ${ROW_COLUMNS} FROM leads l LEFT JOIN advisors a ON a.id = l.assignee_id
      WHERE ${DUE_SQL} AND l.status NOT IN ('LOST', 'SPAM')
      ORDER BY l.follow_up_on ASC, l.created_at ASC LIMIT ${LIMIT}`,
    prisma.$queryRaw<LeadRowRecord[]>`SELECT ${ROW_COLUMNS} FROM leads l LEFT JOIN advisors a ON a.id = l.assignee_id
      WHERE l.status = 'NEW' AND l.follow_up_on IS NULL
        AND l.created_at <= ${now}::timestamptz - make_interval(hours => ${unansweredHours}::int)
      ORDER BY l.created_at ASC LIMIT ${LIMIT}`,
  ]);
  return {
    today: now.toLocaleDateString('sv-SE', { timeZone: FIRM_TIME_ZONE }),
    followUps: followUps.map(toListRow),
    unansweredHours,
    unanswered: unanswered.map(toListRow),
  };
}
