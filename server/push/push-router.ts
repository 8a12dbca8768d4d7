// The inbox API's Web Push routes, behind its sign-in and same-origin checks
// (server/inbox/inbox-router.ts mounts them): the public key to subscribe with, and
// turning this browser's notifications on (POST) and off (DELETE).
import { Router, type Response } from 'express';
import type { z } from 'zod';
import { PUSH_CONFIG_PATH, PUSH_SUBSCRIPTIONS_PATH, type PushConfigAnswer } from '../../common/inbox/push-subscription';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
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

  router.get(PUSH_CONFIG_PATH, (_req, res) => {
    res.json({ publicKey: config().publicKey } satisfies PushConfigAnswer);
  });
  router.post(PUSH_SUBSCRIPTIONS_PATH, async (req, res) => {
    const { origins } = config();
    await savePushSubscription(prisma, advisor(res), parse(PushSubscriptionSchema, req.body), origins);
    res.status(201).end();
  });
  router.delete(PUSH_SUBSCRIPTIONS_PATH, async (req, res) => {
    const { endpoint } = parse(PushUnsubscribeSchema, req.body);
    if (!(await deletePushSubscription(prisma, advisor(res), endpoint))) {
      throw new AppError('notFound', 'inbox.notFound');
    }
    res.status(204).end();
  });
  return router;
}
