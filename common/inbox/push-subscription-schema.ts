// What the inbox posts to turn notifications on (POST /inbox/api/push-subscriptions): the
// browser's PushSubscription as its toJSON() gives it; and what it sends to turn them off.
import { z } from 'zod';

export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes, base64url). */
    p256dh: z.base64url().length(87),
    /** The 16-byte authentication secret, base64url. */
    auth: z.base64url().length(22),
  }),
});
export type PushSubscriptionInput = z.output<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: z.string().max(2048) });
