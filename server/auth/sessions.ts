// Sessions live in PostgreSQL (every process sees them; sign-out and a password reset end
// them at once). The browser holds a random token; the table holds only its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/prisma';

export type SignedInAdvisor = { id: string; email: string };
export type ActiveSession = { id: string; advisor: SignedInAdvisor; deviceId: string | null };

// However active, a session ends after a week, so a stolen cookie cannot live forever.
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
// The sliding expiry is written at most once a minute, not on every request.
const TOUCH_AFTER_MS = 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** `deviceId`: the remembered device it is opened for, whose revocation ends it too. */
export async function createSession(
  prisma: Database,
  advisorId: string,
  idleMinutes: number,
  deviceId?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await prisma.advisorSession.create({
    data: { id: digest(token), advisorId, deviceId, expiresAt: new Date(Date.now() + idleMinutes * 60_000) },
  });
  return token;
}

/** The session of a token if it is still alive, its expiry moved forward; null otherwise. */
export async function useSession(prisma: Database, token: string, idleMinutes: number): Promise<ActiveSession | null> {
  const id = digest(token);
  const session = await prisma.advisorSession.findUnique({
    where: { id },
    select: {
      createdAt: true,
      lastSeenAt: true,
      expiresAt: true,
      deviceId: true,
      advisor: { select: { id: true, email: true } },
    },
  });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || session.createdAt.getTime() + MAX_AGE_MS <= now) {
    await prisma.advisorSession.deleteMany({ where: { id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await prisma.advisorSession.updateMany({
      where: { id },
      data: { lastSeenAt: new Date(now), expiresAt: new Date(now + idleMinutes * 60_000) },
    });
  }
  return { id, advisor: session.advisor, deviceId: session.deviceId };
}

export async function endSession(prisma: Database, token: string): Promise<void> {
  await prisma.advisorSession.deleteMany({ where: { id: digest(token) } });
}

export async function deleteExpiredSessions(prisma: Database, now = new Date()): Promise<number> {
  const { count } = await prisma.advisorSession.deleteMany({
    where: { OR: [{ expiresAt: { lte: now } }, { createdAt: { lte: new Date(now.getTime() - MAX_AGE_MS) } }] },
  });
  return count;
}
