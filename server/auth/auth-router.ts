// Sign-in, sign-out and "who am I" for the inbox (docs/SECURITY.md, "Lead inbox"), and the middleware
// that lets only a signed-in advisor past. A wrong email and a wrong password get the
// same answer in the same time (password.ts), and every attempt counts toward the limits
// before its password is checked (sign-in-limit.ts).
import { Router, type RequestHandler } from 'express';
import { INBOX_ROUTES } from '../../common/inbox/api-routes';
import { SignInSchema } from '../../common/inbox/sign-in';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { mount } from '../http/api-route';
import { rateLimitKey } from '../security/rate-limit';
import { normalizeEmail } from './advisors';
import { verifyPassword } from './password';
import { forgetDevice, resumeFromDevice, startSession } from './device-sessions';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { endSession, useSession, type SignedInAdvisor } from './sessions';
import type { SignInLimit } from './sign-in-limit';

export type AuthDeps = { prisma: Database; limit: SignInLimit; idleMinutes: number; secureCookie: boolean };

declare module 'express-serve-static-core' {
  interface Locals {
    advisor?: SignedInAdvisor;
    /** The remembered device of this session, if it has one. */
    deviceId?: string | null;
  }
}

export function authRouter(deps: AuthDeps): Router {
  const router = Router();

  mount(router, INBOX_ROUTES.signIn, async (req, res) => {
    const parsed = SignInSchema.safeParse(req.body);
    if (!parsed.success) throw new AppError('invalid', 'inbox.signInInvalid');
    const email = normalizeEmail(parsed.data.email);
    const addressKey = rateLimitKey(req.ip);
    const wait = await deps.limit.attempt(email, addressKey);
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      throw new AppError('tooManyRequests', 'inbox.tooManyAttempts');
    }
    const advisor = await deps.prisma.advisor.findUnique({
      where: { email },
      select: { id: true, email: true, passwordHash: true },
    });
    if (!(await verifyPassword(advisor?.passwordHash, parsed.data.password)) || !advisor) {
      throw new AppError('unauthorized', 'inbox.signInFailed');
    }
    await deps.limit.succeed(email, addressKey);
    await startSession(deps, req, res, advisor.id, parsed.data.remember === true);
    await deps.prisma.advisor.update({ where: { id: advisor.id }, data: { lastLoginAt: new Date() } });
    return { id: advisor.id, email: advisor.email };
  });

  mount(router, INBOX_ROUTES.signOut, async (req, res) => {
    const token = readSessionToken(req);
    if (token) await endSession(deps.prisma, token);
    await forgetDevice(deps, req, res);
    clearSessionCookie(res, deps.secureCookie);
  });

  mount(router, INBOX_ROUTES.session, (_req, res) => res.locals.advisor!, requireAdvisor(deps));
  return router;
}

/** 401 unless the request carries a live session, or a remembered device that opens a new
 * one; the advisor lands in res.locals. */
export function requireAdvisor(deps: Pick<AuthDeps, 'prisma' | 'idleMinutes' | 'secureCookie'>): RequestHandler {
  return async (req, res, next) => {
    const token = readSessionToken(req);
    const session =
      (token ? await useSession(deps.prisma, token, deps.idleMinutes) : null) ??
      (await resumeFromDevice(deps, req, res));
    if (!session) throw new AppError('unauthorized', 'inbox.signInRequired');
    res.locals.advisor = session.advisor;
    res.locals.deviceId = session.deviceId;
    next();
  };
}
