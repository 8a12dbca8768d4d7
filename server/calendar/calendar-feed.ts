// The advisor's private calendar feed: an ICS address her phone subscribes to. As for the
// visitor's links, the token is 32 random bytes and only its SHA-256 is kept; one feed is live
// at a time, so a new one (a rotation) revokes the old in the same transaction.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CalendarFeedState } from '../../common/inbox/calendar';
import { VISITOR_TOKEN_PATTERN } from '../../common/visitor-links';
import type { Database } from '../db/prisma';

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** The feed's path for a token; the inbox shows the full address once, when it is made. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** A new feed; every older one stops working. Answers the token, which is never shown again. */
export async function createFeed(db: Database): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const [, feed] = await db.$transaction([
    db.calendarFeed.updateMany({ where: { revokedAt: null }, data: { revokedAt: new Date() } }),
    db.calendarFeed.create({
      data: { id: randomUUID(), tokenHash: hashToken(token) },
      select: { createdAt: true },
    }),
  ]);
  return { token, createdAt: feed.createdAt };
}

/** Revokes the live feed, if any: its address answers 404 from now on. */
export async function revokeFeeds(db: Database): Promise<void> {
  await db.calendarFeed.updateMany({ where: { revokedAt: null }, data: { revokedAt: new Date() } });
}

export async function feedState(db: Database): Promise<CalendarFeedState> {
  const live = await db.calendarFeed.findFirst({
    where: { revokedAt: null },
    select: { createdAt: true },
    orderBy: { createdAt: 'desc' },
  });
  return { active: live !== null, createdAt: live?.createdAt.toISOString() ?? null };
}

/** Whether a token opens the live feed; malformed, unknown and revoked tokens are alike. */
export async function isLiveFeedToken(db: Database, token: string): Promise<boolean> {
  if (!VISITOR_TOKEN_PATTERN.test(token)) return false;
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { revokedAt: true },
  });
  return feed !== null && feed.revokedAt === null;
}
