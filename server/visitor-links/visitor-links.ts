// Issues, resolves and revokes the visitor's private links (docs/decisions/0050-visitor-links-and-bookings.md).
// Like the advisor's sessions, a token is 32 random bytes and only its SHA-256 is stored: a copy
// of the database opens no request page. A lead may hold several links (the confirmation
// screen's, each email's, a lost-link email's); they live as long as the lead, and the advisor
// revokes them all at once.
import { createHash, randomBytes } from 'node:crypto';
import { VISITOR_TOKEN_PATTERN } from '../../common/visitor-links';
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';

type Db = Database | Prisma.TransactionClient;

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * A fresh link for each lead, in one statement (the intake issues its own with its batch:
 * server/leads/batch-statements.ts). Raw SQL because Prisma compiles every createMany anew.
 */
export async function issueVisitorLinks(db: Db, leadIds: readonly string[]): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const tokens = newVisitorTokens(leadIds.length);
  const rows = leadIds.map((lead, index) => ({ lead, hash: tokens[index]!.hash }));
  await db.$executeRaw`INSERT INTO visitor_links (id, lead_id, token_hash)
    SELECT gen_random_uuid(), link.lead, decode(link.hash, 'hex')
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS link(lead uuid, hash text)`;
  return tokens.map(({ token }) => token);
}

/** `count` fresh tokens, each with the hex of the hash that is stored for it. */
export function newVisitorTokens(count: number): { token: string; hash: string }[] {
  return Array.from({ length: count }, () => {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashToken(token).toString('hex') };
  });
}

export async function issueVisitorLink(db: Db, leadId: string): Promise<string> {
  const [token] = await issueVisitorLinks(db, [leadId]);
  return token!;
}

/**
 * The lead a token opens, or undefined when the token is malformed, unknown or revoked (all
 * answered alike: a plain 404). Records when the link was last used.
 */
export async function leadOfVisitorToken(db: Db, token: string): Promise<string | undefined> {
  if (!VISITOR_TOKEN_PATTERN.test(token)) return undefined;
  const link = await db.visitorLink.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, leadId: true, revokedAt: true },
  });
  if (!link || link.revokedAt) return undefined;
  await db.visitorLink.update({ where: { id: link.id }, data: { lastUsedAt: new Date() } });
  return link.leadId;
}

/** Forgets a link that was never handed out (its email was not sent), so none is left that nobody holds. */
export async function dropVisitorLink(db: Db, token: string): Promise<void> {
  await db.visitorLink.deleteMany({ where: { tokenHash: hashToken(token) } });
}

/** Revokes every link of a lead (the advisor's choice); answers how many were live. */
export async function revokeVisitorLinks(db: Db, leadId: string): Promise<number> {
  const { count } = await db.visitorLink.updateMany({
    where: { leadId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count;
}
