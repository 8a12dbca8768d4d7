// This browser's Web Push subscription for the inbox: the service worker at /inbox/sw.js,
// the permission, the PushManager subscription with the server's VAPID key, and telling the
// server (POST/DELETE /inbox/api/push-subscriptions, signed in and same-origin like every
// inbox call).
import { INBOX_ROUTES } from '../../../../common/inbox/api-routes';
import { api } from '../inbox-api';

const WORKER_URL = '/inbox/sw.js';
const WORKER_SCOPE = '/inbox/';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Where this browser stands; a subscription it has is (re)sent, in case the server dropped it. */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await api(INBOX_ROUTES.subscribePush, { body: subscription.toJSON() });
  return 'on';
}

export async function turnPushOn(): Promise<PushState> {
  if ((await Notification.requestPermission()) !== 'granted') {
    return Notification.permission === 'denied' ? 'denied' : 'off';
  }
  const [{ publicKey }, registration] = await Promise.all([api(INBOX_ROUTES.pushConfig), activeRegistration()]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(publicKey),
    }));
  await api(INBOX_ROUTES.subscribePush, { body: subscription.toJSON() });
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await api(INBOX_ROUTES.unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(() => {});
    await subscription.unsubscribe();
  }
  return 'off';
}

/** The worker registered and active: PushManager.subscribe refuses a registration without one. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  const pending = registration.installing ?? registration.waiting;
  if (!registration.active && pending) {
    await new Promise<void>((resolve) => {
      pending.addEventListener('statechange', () => {
        if (pending.state === 'activated') resolve();
      });
    });
  }
  return registration;
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
