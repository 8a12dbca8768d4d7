// One notification to one browser, through its push service, with the web-push package
// (VAPID authentication, RFC 8291 aes128gcm encryption).
import webPush from 'web-push';
import type { PushConfig } from './push-config';
import { isAllowedPushEndpoint } from './push-service-origins';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** gone: the push service no longer knows the subscription (404/410), so it is deleted. */
export type PushOutcome = 'sent' | 'gone' | 'refused';

// A lead is news for hours, not days; after that the email and the inbox have told her.
const TTL_SECONDS = 6 * 3600;

export async function sendPush(config: PushConfig, target: PushTarget, payload: object): Promise<PushOutcome> {
  // Checked again here: the allow-list may have changed since the browser subscribed.
  if (!isAllowedPushEndpoint(target.endpoint, config.origins)) return 'refused';
  try {
    await webPush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        timeout: 10_000,
      },
    );
    return 'sent';
  } catch (error) {
    if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    throw error;
  }
}
