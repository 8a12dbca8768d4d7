// Web Push end to end in Chromium: the advisor signs in to the inbox and turns notifications
// on with its own switch; a visitor's request reaches the site's intake; the server pushes the
// lead to the loopback push service (tests/setup/push-service.ts), where this test decrypts
// it as a browser would (RFC 8291, tests/setup/web-push-decrypt.ts); the browser's own
// service worker turns it into a notification; its link opens the lead with WhatsApp at hand.
//
// What is not the browser's own: Chromium here cannot subscribe. Playwright's browser
// contexts are incognito ones ("Chrome currently does not support the Push API in incognito
// mode") and a real profile would register with Google's Firebase Cloud Messaging, which
// needs the internet. So PushManager.subscribe/getSubscription are replaced in the page by
// ones that answer a subscription on the loopback push service, with P-256 keys made by this
// test; the inbox's switch, service worker registration, permission, VAPID key from the API
// and POST of the subscription's JSON are all the inbox's own.
import { randomUUID } from 'node:crypto';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { readReceived } from '../setup/push-service';
import { createPushSubscriber } from '../setup/web-push-decrypt';
import { expect, test } from './fixtures';
import { createAdvisor, sendLead, signIn } from './inbox-helpers';
import { screenshotForPeople } from './screenshot-for-people';

// The session check before signing in answers 401, which the browser logs as an error.
test.use({ allowedConsoleErrors: [/status of 401/], permissions: ['notifications'] });

declare global {
  interface Window {
    subscribedWithKey?: string;
  }
}

test('a lead sent on the site is pushed, encrypted, to the advisor who turned notifications on @phone', async ({
  page,
  context,
  db,
}) => {
  const origin = process.env.E2E_PUSH_ORIGIN!;
  const subscription = randomUUID();
  const subscriber = createPushSubscriber();
  await page.addInitScript(
    ({ endpoint, keys }) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        window.subscribedWithKey = btoa(String.fromCharCode(...key));
        const json = { endpoint, expirationTime: null, keys };
        current = {
          endpoint,
          toJSON: () => json,
          unsubscribe: () => Promise.resolve(true),
        } as unknown as PushSubscription;
        return Promise.resolve(current);
      };
      PushManager.prototype.getSubscription = () => Promise.resolve(current);
    },
    { endpoint: `${origin}/push/${subscription}`, keys: subscriber.keys },
  );

  const advisor = `push.${Date.now()}@example.test`;
  await createAdvisor(advisor);
  await signIn(page, advisor);
  // On a phone the switch is in the header's menu (docs/decisions/0028-inbox-layouts-keyboard-bulk.md).
  await page.getByRole('button', { name: 'Menú' }).click();
  const turnOn = page.getByRole('button', { name: 'Activar avisos' });
  await turnOn.click();
  await expect(page.getByRole('button', { name: 'Desactivar avisos' })).toHaveAttribute('aria-pressed', 'true');
  await screenshotForPeople(page, { path: '/tmp/inbox-notifications-on-phone.png' });

  // The inbox's service worker, at its own address and scope, subscribed with the server's key.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/inbox/');
    return { script: registration?.active?.scriptURL, scope: registration?.scope };
  });
  expect(worker).toEqual({
    script: new URL('/inbox/sw.js', page.url()).href,
    scope: new URL('/inbox/', page.url()).href,
  });
  const { publicKey } = await (await page.request.get('/inbox/api/push-config')).json();
  const subscribedWith = Buffer.from((await page.evaluate(() => window.subscribedWithKey))!, 'base64');
  expect(subscribedWith.toString('base64url')).toBe(publicKey);
  const stored = await db.query(
    `SELECT s.p256dh, s.auth FROM push_subscriptions s JOIN advisors a ON a.id = s.advisor_id WHERE a.email = $1`,
    [advisor],
  );
  expect(stored.rows).toEqual([subscriber.keys]);

  // A visitor's health insurance request, with a BSN and a date of birth, sent to the site's intake
  // with a solved challenge as the form sends it (filling the form in a browser is
  // service-forms.spec.ts's part: here it took a third of the test's time on a busy machine).
  const data = { ...VALID_FORM_DATA.health, email: `push.visitor.${Date.now()}@example.com` } as Record<
    string,
    unknown
  >;
  const lead = { id: await sendLead(page, 'health', data) };
  const acknowledgedAt = Date.now();
  const sent = await db.query('SELECT reference_number FROM leads WHERE id = $1', [lead.id]);
  const reference = `APB-${(sent.rows[0] as { reference_number: number }).reference_number}`;

  // The loopback push service received it, encrypted for this subscription only. Leads that other
  // tests send meanwhile reach the advisor's device too: this lead's push is the one with its reference.
  let mine: { at: number; plaintext: string } | undefined;
  await expect
    .poll(
      async () => {
        const pushes = await readReceived(origin, process.env.E2E_PUSH_CERTIFICATE!, subscription);
        mine = pushes
          .map((push) => ({ at: push.at, plaintext: subscriber.decrypt(push.body) }))
          .find(({ plaintext }) => (JSON.parse(plaintext) as { reference?: string }).reference === reference);
        return mine !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  console.log(`push arrived ${((mine!.at - acknowledgedAt) / 1000).toFixed(2)} s after the request was acknowledged`);
  const { plaintext } = mine!;
  const payload = JSON.parse(plaintext) as Record<string, string>;
  expect(payload).toMatchObject({
    service: 'Seguro médico y Zorgtoeslag',
    firstName: 'María',
    reference,
    url: `/inbox/leads/${lead.id}`,
  });
  for (const secret of [data.bsn, data.email, data.fechaNacimiento, data.telefono]) {
    expect(plaintext).not.toContain(String(secret));
  }

  // The browser's own push event (DevTools protocol) reaches the inbox's service worker,
  // which shows the notification with the lead's link.
  const cdp = await context.newCDPSession(page);
  // DevTools names the registration in a registration update (by its scope) and in each version
  // update of its worker (by the script's address): whichever it reports first. Once, under load,
  // no registration update named it and the test waited here until its time was up.
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const inbox = registrations.find((registration) => registration.scopeURL.endsWith('/inbox/'));
      if (inbox && !inbox.isDeleted) resolve(inbox.registrationId);
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const inbox = versions.find((version) => version.scriptURL.endsWith('/inbox/sw.js'));
      if (inbox) resolve(inbox.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  // On a busy machine the inbox's worker may still be activating: the push goes to an active one.
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/inbox/'))?.active)))
    .toBe(true);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: plaintext,
  });
  type ShownNotification = {
    title: string;
    body: string;
    tag: string;
    url: string;
    replies: Record<string, string>;
    actions: string[];
  };
  const notification = async () =>
    page.evaluate(async (): Promise<ShownNotification | undefined> => {
      const registration = await navigator.serviceWorker.getRegistration('/inbox/');
      const [shown] = (await registration?.getNotifications()) ?? [];
      if (!shown) return undefined;
      const data = shown.data as { url: string; replies: Record<string, string> };
      const { actions = [] } = shown as unknown as { actions?: { action: string }[] };
      return {
        title: shown.title,
        body: shown.body,
        tag: shown.tag,
        url: data.url,
        replies: data.replies,
        actions: actions.map((action) => action.action),
      };
    });
  await expect.poll(notification, { timeout: 20_000 }).toMatchObject({
    title: `Nueva solicitud · ${reference}`,
    body: 'Seguro médico y Zorgtoeslag · María',
    tag: reference,
    url: new URL(`/inbox/leads/${lead.id}`, page.url()).href,
  });
  // Its reply buttons, as many as the browser shows (two on Chrome): WhatsApp and the call, each a
  // signed link on this server, never the number.
  const shown = (await notification())!;
  expect(shown.actions).toEqual(['whatsapp', 'call']);
  expect(Object.keys(shown.replies)).toEqual(['whatsapp', 'call']);
  expect(shown.replies.whatsapp).toMatch(new RegExp(`/inbox/reply/${lead.id}/whatsapp\\?s=[\\w-]+$`));
  expect(JSON.stringify(shown)).not.toContain(String(data.telefono).replace(/\D/g, '').slice(-8));

  // Tapping it opens that URL (no simulated tap: the browser's notification UI is not
  // reachable here); the lead is there with WhatsApp in the first screen, no scrolling.
  await page.goto((await notification())!.url);
  await expect(page.getByRole('heading', { level: 1, name: 'María García López' })).toBeVisible();
  await expect(page.locator('.inbox-detail__ref')).toHaveText(reference);
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeInViewport();

  // The notification's WhatsApp button: its link records "reply started" and forwards to the chat.
  const reply = await page.request.get(shown.replies.whatsapp!, { maxRedirects: 0 });
  expect(reply.status()).toBe(303);
  expect(reply.headers().location).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hola%20Mar%C3%ADa/);
  await page.reload();
  await expect(page.getByText(/Empezaste a responder \(WhatsApp\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como contactada' })).toBeVisible();
});
