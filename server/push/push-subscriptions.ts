// Turning notifications on and off for one browser of an advisor. A browser has one
// endpoint; subscribing it again (new keys, or another advisor signed in on it) replaces
// the row, so one device never gets a lead twice.
import { randomUUID } from 'node:crypto';
import type { SignedInAdvisor } from '../auth/sessions';
import type { Database } from '../db/prisma';
import { AppError } from '../errors';
import { isAllowedPushEndpoint } from './push-service-origins';
import type { PushSubscriptionInput } from '../../common/inbox/push-subscription-schema';

export async function savePushSubscription(
  prisma: Database,
  advisor: SignedInAdvisor,
  subscription: PushSubscriptionInput,
  origins: readonly string[],
): Promise<void> {
  if (!isAllowedPushEndpoint(subscription.endpoint, origins)) {
    throw new AppError('invalid', 'inbox.pushServiceNotAllowed');
  }
  const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await prisma.pushSubscription.upsert({
    where: { endpoint: subscription.endpoint },
    create: { id: randomUUID(), advisorId: advisor.id, endpoint: subscription.endpoint, ...keys },
    update: { advisorId: advisor.id, ...keys },
    select: { id: true },
  });
}

/** Only the advisor's own subscription; answers whether there was one. */
export async function deletePushSubscription(
  prisma: Database,
  advisor: SignedInAdvisor,
  endpoint: string,
): Promise<boolean> {
  const { count } = await prisma.pushSubscription.deleteMany({ where: { endpoint, advisorId: advisor.id } });
  return count > 0;
}
