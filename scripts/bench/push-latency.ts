// `npm run bench -- push`: how fast a new lead reaches the advisor's phone, and how many
// taps she needs from the notification to a WhatsApp reply. The real server runs as
// `npm start` does in production (child process, VAPID keys from the environment) and
// pushes to a push service on loopback (tests/setup/push-service.ts), which it trusts
// through NODE_EXTRA_CA_CERTS. Leads are sent one at a time through the public endpoint;
// the figure is the time from sending a lead to its push arriving at the push service.
// The taps are counted in Chromium at phone size on what the UI shows, not assumed.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import webPush from 'web-push';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../../tests/fixtures/form-examples';
import { FORMS } from '../../common/forms/registry';
import { addAdvisor } from '../../server/auth/advisors';
import { createPrisma } from '../../server/db/prisma';
import { startPushService } from '../../tests/setup/push-service';
import { createPushSubscriber } from '../../tests/setup/web-push-decrypt';
import { startBenchDatabase } from './bench-database';
import { startBenchServer } from './bench-server';
import { startSmtpSink } from './smtp-sink';

const ADVISOR = { email: 'bench.advisor@example.test', password: 'bench advisor password' };

export async function benchPushLatency({ leads = 10 }: { leads?: number } = {}) {
  const database = await startBenchDatabase();
  const smtp = await startSmtpSink();
  const pushService = await startPushService();
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-push-'));
  const certificate = path.join(folder, 'push-service.pem');
  await writeFile(certificate, pushService.certificate);
  const vapid = webPush.generateVAPIDKeys();
  const server = await startBenchServer({
    databaseUrl: database.url,
    smtpUrl: smtp.url,
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_ORIGINS: pushService.origin,
      NODE_EXTRA_CA_CERTS: certificate,
    },
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    const prisma = createPrisma(pool);
    await addAdvisor(prisma, ADVISOR.email, ADVISOR.password);
    await prisma.$disconnect();

    const cookie = await signIn(server.url);
    const subscription = randomUUID();
    const subscriber = createPushSubscriber();
    const subscribed = await fetch(`${server.url}/inbox/api/push-subscriptions`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: pushService.endpoint(subscription), keys: subscriber.keys }),
    });
    if (subscribed.status !== 201) throw new Error(`subscribing answered ${subscribed.status}`);

    const seconds: number[] = [];
    let lastUrl = '';
    for (let index = 0; index < leads; index++) {
      const sentAt = Date.now();
      const answer = await fetch(`${server.url}${SUBMIT_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          formType: FORMS.contact.label,
          formData: { ...VALID_FORM_DATA.contact, email: `bench.${index}@example.com` },
          language: 'es',
        }),
      });
      const { reference } = (await answer.json()) as { reference: string };
      const push = await waitForPush(pushService.received, subscription, index + 1);
      const payload = JSON.parse(subscriber.decrypt(push.body)) as { reference: string; url: string };
      if (payload.reference !== reference) throw new Error(`push for ${payload.reference}, expected ${reference}`);
      seconds.push((push.at - sentAt) / 1000);
      lastUrl = payload.url;
      // Leads one by one, a little apart, as they come in real life.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const taps = await countTaps(server.url, cookie, lastUrl);
    return { seconds, taps };
  } finally {
    await pool.end();
    await server.stop();
    await pushService.close();
    await smtp.stop();
    await database.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/inbox/api/session`, {
    method: 'POST',
    headers: { Origin: url, 'Content-Type': 'application/json' },
    body: JSON.stringify(ADVISOR),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function waitForPush(received: { subscription: string }[], subscription: string, count: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const pushes = received.filter((push) => push.subscription === subscription);
    if (pushes.length >= count) return pushes[count - 1] as (typeof received)[number] & { at: number; body: Buffer };
    if (Date.now() > deadline) throw new Error('no push within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Taps from the notification to WhatsApp open with the reply written: tapping the
 * notification opens its URL (the service worker's notificationclick); then every tap the
 * lead's page needs before its WhatsApp button shows, and the tap on it. Counted on a
 * 390×844 screen with the advisor signed in (her phone keeps the session).
 */
async function countTaps(baseUrl: string, cookie: string, leadUrl: string): Promise<{ taps: number; how: string[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    const how = ['tap the notification: the lead opens'];
    await page.goto(new URL(leadUrl, baseUrl).href);
    const whatsapp = page.getByRole('link', { name: 'WhatsApp' });
    await whatsapp.waitFor({ timeout: 15_000 });
    if (!(await whatsapp.evaluate((link) => link.getBoundingClientRect().bottom <= window.innerHeight))) {
      how.push('scroll to the WhatsApp button (not a tap, but a step)');
    }
    const href = (await whatsapp.getAttribute('href')) ?? '';
    if (!/^https:\/\/wa\.me\/\d+\?text=.+/.test(href))
      throw new Error(`WhatsApp link without a prefilled reply: ${href}`);
    how.push('tap WhatsApp: the chat opens with the reply written');
    return { taps: how.filter((step) => step.startsWith('tap')).length, how };
  } finally {
    await browser.close();
  }
}
