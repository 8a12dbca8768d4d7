// The inbox API's Web Push routes (server/push/push-router.ts), shared with the inbox's
// notifications switch. No zod here: the inbox would load it for nothing (the browser's
// PushSubscription.toJSON() is what it posts; the server validates it).
export const PUSH_SUBSCRIPTIONS_PATH = '/push-subscriptions';
/** GET: the VAPID public key the browser subscribes with (404 while push is not configured). */
export const PUSH_CONFIG_PATH = '/push-config';

export type PushConfigAnswer = { publicKey: string };
