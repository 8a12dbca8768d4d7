// A device of the advisor with notifications on, at the loopback push service, and what it
// received decrypted as a browser does: for tests that prove she is told of trouble.
import { randomUUID } from 'node:crypto';
import type { InboxClient } from './inbox-session';
import type { TestPushService } from './push-service';
import { createPushSubscriber } from './web-push-decrypt';

export async function subscribedDevice(advisor: InboxClient, pushService: TestPushService) {
  const name = randomUUID();
  const subscriber = createPushSubscriber();
  const body = { endpoint: pushService.endpoint(name), expirationTime: null, keys: subscriber.keys };
  await advisor.post('/push-subscriptions', body).expect(201);
  return {
    /** Every push this device received, decrypted, oldest first. */
    received: () =>
      pushService.received
        .filter((push) => push.subscription === name)
        .map((push) => JSON.parse(subscriber.decrypt(push.body)) as Record<string, string>),
  };
}
