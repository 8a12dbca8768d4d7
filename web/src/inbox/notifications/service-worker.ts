// The inbox's service worker (built to /inbox/sw.js, scope /inbox/): it shows the push
// notification of a new lead (or a reminder about one) and, when tapped, opens that lead; its
// reply buttons (WhatsApp, call, email) open this server's reply links, which record "reply
// started" and forward to the app (server/replies/reply-links.ts). It has no fetch handler
// and no cache on purpose: the inbox is personal data, which must never sit in a cache
// on the device (every inbox answer is no-store as well). See docs/decisions/0019-advisor-alerts.md.
// It imports nothing, so the built file is a plain script every browser can register.

type PushMessage = { title?: unknown; body?: unknown; url?: unknown; tag?: unknown; actions?: unknown };
type ReplyAction = { action: string; title: string; url: string };
type ExtendableEventLike = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEventLike = ExtendableEventLike & { data: { json(): unknown } | null };
type NotificationEventLike = ExtendableEventLike & { notification: Notification; action: string };
type WindowClientLike = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type WorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
};

const worker = self as unknown as WorkerScope;
const INBOX_PATH = '/inbox';
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** Only a page of this inbox: a payload cannot send the advisor anywhere else. */
function inboxUrl(value: unknown): string {
  const url = new URL(text(value, INBOX_PATH), worker.location.origin);
  return url.origin === worker.location.origin && url.pathname.startsWith(INBOX_PATH) ? url.href : INBOX_PATH;
}

/** The payload's reply buttons, each with its link on this server; anything else is dropped. */
function replyActions(value: unknown): ReplyAction[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ReplyAction =>
      typeof item === 'object' &&
      item !== null &&
      ['action', 'title', 'url'].every((key) => typeof (item as Record<string, unknown>)[key] === 'string'),
  );
}

worker.addEventListener('install', (event: ExtendableEventLike) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event: ExtendableEventLike) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('push', (event: PushEventLike) => {
  let message: PushMessage = {};
  try {
    message = event.data?.json() ?? {};
  } catch {
    // Not JSON: still tell her something arrived.
  }
  const actions = replyActions(message.actions);
  // Browsers show a few buttons at most (Chrome two): the first ones, WhatsApp and the call, are the quickest replies.
  // Notification.maxActions is not in TypeScript's DOM types, and a browser without buttons (or
  // without Notification in its worker) shows none: the notification itself must still show.
  const maxActions = (globalThis as { Notification?: { maxActions?: number } }).Notification?.maxActions ?? 0;
  const shown = actions.slice(0, maxActions);
  event.waitUntil(
    worker.registration.showNotification(text(message.title, 'Nueva solicitud'), {
      body: text(message.body, ''),
      tag: text(message.tag, 'lead'),
      icon: '/inbox/icon-192.png',
      lang: 'es',
      data: {
        url: inboxUrl(message.url),
        replies: Object.fromEntries(shown.map((action) => [action.action, inboxUrl(action.url)])),
      },
      ...({ actions: shown.map(({ action, title }) => ({ action, title })) } as NotificationOptions),
    }),
  );
});

worker.addEventListener('notificationclick', (event: NotificationEventLike) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown; replies?: Record<string, string> } | null;
  const reply = event.action ? data?.replies?.[event.action] : undefined;
  // A reply button opens its link in a new window: the link forwards to WhatsApp, the phone
  // or the mail app, and must not take an inbox window away from the inbox.
  event.waitUntil(reply ? worker.clients.openWindow(reply) : openLead(inboxUrl(data?.url)));
});

/** The lead in an inbox window already open (focused), or in a new one. */
async function openLead(url: string): Promise<unknown> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return same.focus();
  const inbox = windows.find((client) => new URL(client.url).pathname.startsWith(INBOX_PATH));
  if (inbox) {
    try {
      // Works for the windows this worker controls (/inbox/...); others get a new window.
      await inbox.navigate(url);
      return inbox.focus();
    } catch {
      // Not controlled by this worker.
    }
  }
  return worker.clients.openWindow(url);
}
