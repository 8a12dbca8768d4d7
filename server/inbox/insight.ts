// The insight view's figures in SQL, over the last INSIGHT_WEEKS weeks of the firm's calendar,
// spam left out; the definitions are in docs/decisions/0030-inbox-insight.md. A handful of
// grouped queries over the weeks' rows (the created_at index finds them).
import { INSIGHT_WEEKS, type Insight } from '../../common/inbox/insight';
import type { FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import type { Database } from '../db/prisma';
import { serviceName } from '../leads/service-name';
import { Prisma } from '../generated/prisma/client';
import { isoDay } from './list-leads';
import { FIRM_TIME_ZONE } from '../leads/lead-query';

/** How many sources and sites are listed. */
const TOP = 10;

export async function computeInsight(prisma: Database, lang: Lang, now = new Date()): Promise<Insight> {
  const tz = FIRM_TIME_ZONE;
  // The Monday of the oldest week shown, as a day of the firm's calendar, and its first instant.
  const [{ first_week } = { first_week: now }] = await prisma.$queryRaw<{ first_week: Date }[]>`
    SELECT (date_trunc('week', ${now}::timestamptz AT TIME ZONE ${tz}) - make_interval(weeks => ${INSIGHT_WEEKS - 1}::int))::date AS first_week`;
  const since = Prisma.sql`(${isoDay(first_week)}::date::timestamp AT TIME ZONE ${tz})`;
  const inPeriod = Prisma.sql`l.status NOT IN ('SPAM', 'REVIEW') AND l.created_at >= ${since} AND l.created_at <= ${now}::timestamptz`;

  const [perWeek, campaigns, referrers, funnel] = await Promise.all([
    prisma.$queryRaw<{ week: Date; form_type: FormKey; count: bigint }[]>`
      SELECT date_trunc('week', l.created_at AT TIME ZONE ${tz})::date AS week, l.form_type, count(*) AS count
      FROM leads l WHERE ${inPeriod} GROUP BY 1, 2`,
    prisma.$queryRaw<{ source: string; campaign: string; count: bigint }[]>`
      SELECT coalesce(l.utm_source, '') AS source, coalesce(l.utm_campaign, '') AS campaign, count(*) AS count
      FROM leads l WHERE ${inPeriod} GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT ${TOP}`,
    prisma.$queryRaw<{ site: string; count: bigint }[]>`
      SELECT coalesce(substring(l.referrer FROM '^https?://([^/:]+)'), '') AS site, count(*) AS count
      FROM leads l WHERE ${inPeriod} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
    prisma.$queryRaw<
      { received: bigint; contacted: bigint; won: bigint; median_minutes: number | null; timed: bigint }[]
    >`
      WITH period AS (
        SELECT l.id, l.status, l.created_at,
          (SELECT min(c.changed_at) FROM lead_status_changes c
            WHERE c.lead_id = l.id AND c.from_status = 'NEW' AND c.to_status NOT IN ('SPAM', 'REVIEW')) AS first_contact
        FROM leads l WHERE ${inPeriod})
      SELECT count(*) AS received,
        count(*) FILTER (WHERE status <> 'NEW' OR first_contact IS NOT NULL) AS contacted,
        count(*) FILTER (WHERE status = 'WON') AS won,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_contact - created_at) / 60) AS median_minutes,
        count(first_contact) AS timed
      FROM period`,
  ]);

  const weeks = Array.from({ length: INSIGHT_WEEKS }, (_, index) =>
    isoDay(new Date(first_week.getTime() + index * 7 * 86_400_000)),
  );
  const services = new Map<FormKey, number[]>();
  for (const row of perWeek) {
    const counts = services.get(row.form_type) ?? weeks.map(() => 0);
    counts[weeks.indexOf(isoDay(row.week))]! += Number(row.count);
    services.set(row.form_type, counts);
  }
  const totals = funnel[0]!;
  return {
    weeks,
    services: [...services]
      .map(([formType, counts]) => ({
        formType,
        name: serviceName(formType, lang),
        perWeek: counts,
        total: counts.reduce((sum, count) => sum + count, 0),
      }))
      .sort((a, b) => b.total - a.total || a.formType.localeCompare(b.formType)),
    campaigns: campaigns.map((row) => ({ source: row.source, campaign: row.campaign, count: Number(row.count) })),
    referrers: referrers.map((row) => ({ site: row.site, count: Number(row.count) })),
    funnel: { received: Number(totals.received), contacted: Number(totals.contacted), won: Number(totals.won) },
    firstContact: {
      medianMinutes: totals.median_minutes === null ? null : Math.round(Number(totals.median_minutes)),
      leads: Number(totals.timed),
    },
  };
}
