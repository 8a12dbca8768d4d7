// The cookie of a remembered device (remembered-devices.ts): like the session cookie HttpOnly,
// SameSite=Strict, Secure in production and scoped to /inbox, but kept by the browser until
// the device's 30 days are over.
import type { Request, Response } from 'express';
import { COOKIE_PATH, readCookie } from './session-cookie';

export const DEVICE_COOKIE = 'inbox_device';

export const readDeviceCookie = (req: Request) => readCookie(req, DEVICE_COOKIE);

export function setDeviceCookie(res: Response, value: string, expiresAt: Date, secure: boolean): void {
  res.cookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: Math.max(0, expiresAt.getTime() - Date.now()),
  });
}

export function clearDeviceCookie(res: Response, secure: boolean): void {
  res.clearCookie(DEVICE_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}
