// The inbox's session cookie: HttpOnly (no script can read it), SameSite=Strict (never
// sent with a request another site starts), Secure in production, and scoped to /inbox so
// the public site never carries it.
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'inbox_session';
export const COOKIE_PATH = '/inbox';

export function readCookie(req: Request, cookie: string): string | undefined {
  for (const part of (req.get('Cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) return value.join('=') || undefined;
  }
  return undefined;
}

export const readSessionToken = (req: Request) => readCookie(req, SESSION_COOKIE);

export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  // No Max-Age: the server decides when the session ends (inactivity), the browser forgets it on close.
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}
