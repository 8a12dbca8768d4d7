// Sessions and remembered devices together: signing in (with "keep me signed in" or without),
// a new short session from the device's cookie once the last one has ended, and signing out,
// which forgets the device too. See docs/decisions/0017-remembered-devices.md.
import type { Request, Response } from 'express';
import type { Database } from '../db/prisma';
import { clearDeviceCookie, readDeviceCookie, setDeviceCookie } from './device-cookie';
import { forgetRememberedDevice, rememberDevice, useRememberedDevice } from './remembered-devices';
import { setSessionCookie } from './session-cookie';
import { createSession, type ActiveSession } from './sessions';

type Deps = { prisma: Database; idleMinutes: number; secureCookie: boolean };

export async function startSession(
  deps: Deps,
  req: Request,
  res: Response,
  advisorId: string,
  remember: boolean,
): Promise<void> {
  let deviceId: string | undefined;
  if (remember) {
    const device = await rememberDevice(deps.prisma, advisorId, req.get('User-Agent') ?? '');
    deviceId = device.deviceId;
    setDeviceCookie(res, device.cookie, device.expiresAt, deps.secureCookie);
  }
  setSessionCookie(res, await createSession(deps.prisma, advisorId, deps.idleMinutes, deviceId), deps.secureCookie);
}

/** A new session from the remembered device's cookie, its token rotated; null without a valid one. */
export async function resumeFromDevice(deps: Deps, req: Request, res: Response): Promise<ActiveSession | null> {
  const cookie = readDeviceCookie(req);
  if (!cookie) return null;
  const use = await useRememberedDevice(deps.prisma, cookie);
  if (use.kind === 'invalid') {
    clearDeviceCookie(res, deps.secureCookie);
    return null;
  }
  if (use.cookie) setDeviceCookie(res, use.cookie, use.expiresAt, deps.secureCookie);
  const token = await createSession(deps.prisma, use.advisorId, deps.idleMinutes, use.deviceId);
  setSessionCookie(res, token, deps.secureCookie);
  const advisor = await deps.prisma.advisor.findUniqueOrThrow({
    where: { id: use.advisorId },
    select: { id: true, email: true },
  });
  return { id: token, advisor, deviceId: use.deviceId };
}

/** Signing out on a remembered device forgets it: the next visit asks for the password. */
export async function forgetDevice(deps: Deps, req: Request, res: Response): Promise<void> {
  const cookie = readDeviceCookie(req);
  if (cookie) await forgetRememberedDevice(deps.prisma, cookie);
  clearDeviceCookie(res, deps.secureCookie);
}
