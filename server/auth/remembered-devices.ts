// "Keep me signed in on this device" (docs/decisions/0017-remembered-devices.md). The cookie
// holds the device's id and a random token; the table holds the token's SHA-256. Each use
// (a new session after the short one ended) replaces the token, so a copied cookie works
// once: when the old token comes back after the new one was issued, someone holds a copy,
// and the device is revoked with its sessions. Only during a few seconds after a rotation
// is the previous token still taken, for two tabs that opened the inbox at the same moment.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/prisma';

export const REMEMBER_DAYS = 30;
const REMEMBER_MS = REMEMBER_DAYS * 24 * 3600 * 1000;
const RACE_GRACE_MS = 30 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const cookieValue = (id: string, token: string) => `${id}.${token}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The device id and token of a cookie, or null for anything else. */
function readCookieValue(cookie: string): { id: string; token: string } | null {
  const [id, token, ...rest] = cookie.split('.');
  return id && token && rest.length === 0 && UUID.test(id) ? { id, token } : null;
}

export type DeviceUse =
  /** A new cookie to set (rotated), or none when a parallel request just rotated it. */
  | { kind: 'valid'; deviceId: string; advisorId: string; cookie?: string; expiresAt: Date }
  /** Unknown, expired or revoked: forget the cookie. */
  | { kind: 'invalid' };

export async function rememberDevice(prisma: Database, advisorId: string, userAgent: string) {
  const id = randomUUID();
  const token = newToken();
  const expiresAt = new Date(Date.now() + REMEMBER_MS);
  await prisma.rememberedDevice.create({
    data: { id, advisorId, tokenHash: digest(token), userAgent: userAgent.slice(0, 500), expiresAt },
  });
  return { deviceId: id, cookie: cookieValue(id, token), expiresAt };
}

export async function useRememberedDevice(prisma: Database, cookie: string, now = new Date()): Promise<DeviceUse> {
  const parsed = readCookieValue(cookie);
  if (!parsed) return { kind: 'invalid' };
  const { id, token } = parsed;
  const device = await prisma.rememberedDevice.findUnique({
    where: { id },
    select: { advisorId: true, tokenHash: true, previousHash: true, rotatedAt: true, expiresAt: true },
  });
  if (!device) return { kind: 'invalid' };
  if (device.expiresAt <= now) {
    await prisma.rememberedDevice.deleteMany({ where: { id } });
    return { kind: 'invalid' };
  }
  const presented = digest(token);
  const valid = { kind: 'valid', deviceId: id, advisorId: device.advisorId, expiresAt: device.expiresAt } as const;
  if (presented === device.tokenHash) {
    const next = newToken();
    const { count } = await prisma.rememberedDevice.updateMany({
      where: { id, tokenHash: presented },
      data: { tokenHash: digest(next), previousHash: presented, rotatedAt: now, lastUsedAt: now },
    });
    // count 0: a parallel request rotated it first; its answer carries the new cookie.
    return count === 1 ? { ...valid, cookie: cookieValue(id, next) } : valid;
  }
  if (presented === device.previousHash && now.getTime() - device.rotatedAt.getTime() < RACE_GRACE_MS) return valid;
  // A token used before, or one never issued: the cookie was copied. Revoke the device.
  await prisma.rememberedDevice.deleteMany({ where: { id } });
  return { kind: 'invalid' };
}

/** Forgets the device of this cookie, if the cookie is its current or previous token. */
export async function forgetRememberedDevice(prisma: Database, cookie: string): Promise<void> {
  const parsed = readCookieValue(cookie);
  if (!parsed) return;
  const hash = digest(parsed.token);
  await prisma.rememberedDevice.deleteMany({
    where: { id: parsed.id, OR: [{ tokenHash: hash }, { previousHash: hash }] },
  });
}

export async function listRememberedDevices(prisma: Database, advisorId: string) {
  return prisma.rememberedDevice.findMany({
    where: { advisorId, expiresAt: { gt: new Date() } },
    select: { id: true, userAgent: true, createdAt: true, lastUsedAt: true, expiresAt: true },
    orderBy: { lastUsedAt: 'desc' },
  });
}

/** Revokes one of the advisor's devices (and the sessions it opened); false when there is none. */
export async function revokeRememberedDevice(prisma: Database, advisorId: string, id: string): Promise<boolean> {
  const { count } = await prisma.rememberedDevice.deleteMany({ where: { id, advisorId } });
  return count > 0;
}

export async function deleteExpiredDevices(prisma: Database, now = new Date()): Promise<number> {
  const { count } = await prisma.rememberedDevice.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
