// Web Push settings, resolved once: the VAPID key pair (VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY, or the generated development pair), who the push services may contact,
// and which push services the server sends to.
import type { Env } from '../env';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from './push-service-origins';

export type VapidKeys = { publicKey: string; privateKey: string };
export type PushConfig = VapidKeys & { subject: string; origins: readonly string[] };

/** Undefined when there is no key pair (production without VAPID_* set): push is off. */
export function pushConfig(env: Env, devKeys: VapidKeys | undefined): PushConfig | undefined {
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : devKeys;
  if (!keys) return undefined;
  return {
    ...keys,
    subject: env.VAPID_SUBJECT ?? `mailto:${env.LEADS_NOTIFY_TO}`,
    origins: env.PUSH_SERVICE_ORIGINS.length > 0 ? env.PUSH_SERVICE_ORIGINS : DEFAULT_PUSH_SERVICE_ORIGINS,
  };
}
