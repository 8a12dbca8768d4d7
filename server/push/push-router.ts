// The inbox API's Web Push routes, behind its sign-in and same-origin checks
// (server/inbox/inbox-router.ts mounts them): the public key to subscribe with, and
// turning this browser's notifications on (POST) and off (DELETE).
import { Router, type Response } from 'express';
import type { z } from 'zod';
import { INBOX_ROUTES } from '../../common/inbox/api-routes';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { mount } from '../http/api-route';
import type { PushConfig } from './push-config';
import { PushSubscriptionSchema, PushUnsubscribeSchema } from '../../common/inbox/push-subscription-schema';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions';

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('invalid', 'inbox.invalidRequest');
  return result.data;
}

export function pushRouter({ prisma, push }: { prisma: Database; push: PushConfig | undefined }): Router {
  const router = Router();
  const advisor = (res: Response) => res.locals.advisor as SignedInAdvisor;
  const config = () => {
    if (!push) throw new AppError('notFound', 'inbox.pushUnavailable');
    return push;
  };

  mount(router, INBOX_ROUTES.pushConfig, () => ({ publicKey: config().publicKey }));
  mount(router, INBOX_ROUTES.subscribePush, async (req, res) => {
    const { origins } = config();
    await savePushSubscription(prisma, advisor(res), parse(PushSubscriptionSchema, req.body), origins);
  });
  mount(router, INBOX_ROUTES.unsubscribePush, async (req, res) => {
    const { endpoint } = parse(PushUnsubscribeSchema, req.body);
    if (!(await deletePushSubscription(prisma, advisor(res), endpoint))) {
      throw new AppError('notFound', 'inbox.notFound');
    }
  });
  return router;
}
