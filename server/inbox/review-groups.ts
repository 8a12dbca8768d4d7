// The leads held to review as Today shows them: one line per source network with its count,
// so a flood is one line however many it sent; a group opens to its leads; one lead or a whole
// group is released as "not spam" is (the advisor's email, then the visitor's confirmation:
// release-lead.ts), or filed as spam. See docs/decisions/0043-to-review.md.
import type { ReviewGroupLeads, ReviewGroups } from '../../common/inbox/api';
import type { ReviewTarget } from '../../common/inbox/review';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { bulkLeads } from './bulk-leads';
import { ROW_COLUMNS, type LeadRowRecord } from '../leads/lead-query';
import { toListRow } from './list-leads';

// A page of a group; a bigger flood is released or marked spam as a whole.
const GROUP_PAGE = 100;
// More networks than this on one day is a distributed flood: the largest show, the view says so.
const MAX_GROUPS = 50;

export async function listReviewGroups(prisma: Database): Promise<ReviewGroups> {
  const groups = await prisma.$queryRaw<{ network: string; count: number; first_at: Date; last_at: Date }[]>`
    SELECT source_network AS network, count(*)::int AS count,
           min(created_at) AS first_at, max(created_at) AS last_at
    FROM leads WHERE status = 'REVIEW' AND source_network IS NOT NULL
    GROUP BY 1 ORDER BY count DESC, last_at DESC LIMIT ${MAX_GROUPS}`;
  return {
    groups: groups.map((group) => ({
      network: group.network,
      count: group.count,
      firstAt: group.first_at.toISOString(),
      lastAt: group.last_at.toISOString(),
    })),
  };
}

export async function listReviewGroup(prisma: Database, network: string): Promise<ReviewGroupLeads> {
  const rows = await prisma.$queryRaw<LeadRowRecord[]>`SELECT ${ROW_COLUMNS} FROM leads l
      LEFT JOIN advisors a ON a.id = l.assignee_id
    WHERE l.status = 'REVIEW' AND l.source_network = ${network}
    ORDER BY l.created_at DESC, l.id LIMIT ${GROUP_PAGE + 1}`;
  return { network, leads: rows.slice(0, GROUP_PAGE).map(toListRow), more: rows.length > GROUP_PAGE };
}

/** Releases (NEW) or files as spam (SPAM) one held lead, or every lead held from one network; answers how many. */
export async function settleReview(
  deps: Parameters<typeof bulkLeads>[0],
  advisor: SignedInAdvisor,
  target: ReviewTarget,
  status: 'NEW' | 'SPAM',
): Promise<{ count: number }> {
  const held = await deps.prisma.lead.findMany({
    where: 'id' in target ? { id: target.id, status: 'REVIEW' } : { status: 'REVIEW', sourceNetwork: target.network },
    select: { id: true },
  });
  if (held.length === 0) return { count: 0 };
  // As a bulk status change: one transaction, an audit row and a status change per lead, and
  // for a release the emails that were held ("not spam", release-lead.ts).
  return bulkLeads(deps, advisor, { action: 'status', status, ids: held.map((lead) => lead.id) });
}
