// Every failure on the way to the advisor is told to her through the other channel, once per
// incident (docs/decisions/0047-failure-alerts.md), with the real SMTP test server and the
// loopback push service: the lead's email given up → a push; email failing longer than the
// threshold → a push; push failing or switched off → an email; the digest given up → both.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIGEST_QUEUE, startDigestJob } from '../../server/inbox/daily-digest';
import { PUSH_QUEUES } from '../../server/jobs/push-queue';
import { startPushWorkers } from '../../server/push/push-workers';
import { ALERT_QUEUE } from '../../server/system/alert-jobs';
import { startAlertWorkers } from '../../server/alerts/alert-workers';
import { signedInAdvisor, type InboxClient } from '../setup/inbox-session';
import { startPushService, trustCertificate, type TestPushService } from '../setup/push-service';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { submitLead } from '../setup/submit-lead';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createPushSubscriber, type PushSubscriber } from '../setup/web-push-decrypt';

type Instance = { smtp: TestSmtp; testApp: TestApp; advisor: InboxClient };
type Device = { name: string; subscriber: PushSubscriber };

let pushService: TestPushService;
const instances: Instance[] = [];

beforeAll(async () => {
  pushService = await startPushService();
  trustCertificate(pushService.certificate);
});
afterAll(async () => {
  for (const { testApp, smtp } of instances) {
    await testApp.close();
    await smtp.stop();
  }
  await pushService?.close();
});

/** The stack with its alert workers, its own database and SMTP server. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const smtp = await createTestSmtp();
  const testApp = await startTestApp({ smtpUrl: smtp.url, env: { PUSH_SERVICE_ORIGINS: pushService.origin, ...env } });
  await startAlertWorkers(testApp.services.boss, testApp.services);
  const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'ana@example.test');
  const instance = { smtp, testApp, advisor };
  instances.push(instance);
  return instance;
}

async function subscribe(advisor: InboxClient): Promise<Device> {
  const name = randomUUID();
  const subscriber = createPushSubscriber();
  const body = { endpoint: pushService.endpoint(name), expirationTime: null, keys: subscriber.keys };
  await advisor.post('/push-subscriptions', body).expect(201);
  return { name, subscriber };
}

/** The alerts a device received, decrypted (a lead's own push has no alert- tag). */
const alertsOn = (device: Device) =>
  pushService.received
    .filter((push) => push.subscription === device.name)
    .map((push) => JSON.parse(device.subscriber.decrypt(push.body)) as Record<string, string>)
    .filter((payload) => payload.tag?.startsWith('alert-'));
const alertMails = (smtp: TestSmtp) => smtp.messages.filter((mail) => mail.subject?.startsWith('Aviso:'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
/** Pushes (a lead's, a retry's, an alert's) not yet done in the instance's queue. */
const unfinishedPushes = async (testApp: TestApp) =>
  (
    await testApp.services.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY($1) AND state < 'completed'`,
      [[...Object.values(PUSH_QUEUES), ALERT_QUEUE]],
    )
  ).rows[0]!.n;

describe('an email given up after its last try', () => {
  let instance: Instance;
  let device: Device;
  beforeAll(async () => {
    // No retries: the first failure is the last; the threshold is far away.
    instance = await startInstance({ MAIL_RETRY_LIMIT: '0', ALERT_AFTER_MINUTES: '60' });
    device = await subscribe(instance.advisor);
  });

  test('is told by push at once, once for the incident however many emails fail', async () => {
    const { smtp, testApp } = instance;
    smtp.setFailure('reject-data');
    const first = await submitLead(testApp.app, 'contact');
    await expect.poll(() => alertsOn(device).length, { timeout: 30_000 }).toBe(1);
    expect(alertsOn(device)[0]).toMatchObject({
      title: 'Aviso: los emails de las solicitudes no se envían',
      url: '/inbox/system',
      tag: 'alert-email',
    });
    expect(alertsOn(device)[0]!.body).toContain('Las solicitudes se siguen guardando');
    const second = await submitLead(testApp.app, 'contact');
    const failed = (id: string) =>
      testApp.services.prisma.lead.findUniqueOrThrow({ where: { id }, select: { notificationState: true } });
    await expect.poll(async () => (await failed(second)).notificationState, { timeout: 30_000 }).toBe('FAILED');
    expect((await failed(first)).notificationState).toBe('FAILED');
    await settle();
    expect(alertsOn(device)).toHaveLength(1);

    // Mail works again, then fails again: a new incident, a new alert.
    smtp.setFailure('none');
    await submitLead(testApp.app, 'contact');
    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBeGreaterThan(0);
    smtp.setFailure('reject-data');
    await submitLead(testApp.app, 'contact');
    await expect.poll(() => alertsOn(device).length, { timeout: 30_000 }).toBe(2);
    smtp.setFailure('none');
  });

  test('push switched off (no VAPID keys) is told by email, once however many instances start', async () => {
    const { smtp, testApp } = instance;
    // The pushes of the leads and alerts above, still delivered meanwhile, would each end the
    // incident (a push that worked), and the next start would open and tell a new one.
    await expect.poll(() => unfinishedPushes(testApp), { timeout: 30_000 }).toBe(0);
    // What a production start without VAPID_* does (server/serve.ts), twice: two instances.
    for (let i = 0; i < 2; i++)
      await startPushWorkers(testApp.services.boss, { ...testApp.services, push: undefined, pollSeconds: 1 });
    const mail = await smtp.waitFor(
      (message) => message.subject === 'Aviso: las notificaciones push no llegan',
      30_000,
    );
    expect(mail.to).toMatchObject({ text: 'advisor@example.test' });
    expect(mail.text).toContain('VAPID_PUBLIC_KEY');
    expect(mail.text).toContain('http://localhost:3000/inbox/system');
    await settle();
    expect(alertMails(smtp).filter((message) => message.subject === mail.subject)).toHaveLength(1);
  });

  test('the digest given up is told by email and by push', async () => {
    const { smtp, testApp } = instance;
    await startDigestJob(testApp.services.boss, testApp.services);
    const lead = await submitLead(testApp.app, 'contact');
    await testApp.services.prisma
      .$executeRaw`UPDATE leads SET created_at = now() - interval '2 days' WHERE id = ${lead}::uuid`;
    // The advisor's mailbox refuses the digest; LEADS_NOTIFY_TO still takes mail.
    smtp.rejectRecipients(['ana@example.test']);
    await testApp.services.boss.send(DIGEST_QUEUE, {}, { retryLimit: 0 });
    const mail = await smtp.waitFor(
      (message) => message.subject === 'Aviso: el resumen diario no se pudo enviar',
      30_000,
    );
    expect(mail.text).toContain('Mailbox unavailable');
    await expect
      .poll(() => alertsOn(device).filter((push) => push.tag === 'alert-digest').length, { timeout: 30_000 })
      .toBe(1);
    smtp.rejectRecipients([]);
  });
});

describe('a channel failing longer than ALERT_AFTER_MINUTES', () => {
  let instance: Instance;
  beforeAll(async () => {
    // Retries every 1–2 s for a long while; told after 3 s of failing.
    instance = await startInstance({ MAIL_RETRY_LIMIT: '50', ALERT_AFTER_MINUTES: '0.05' });
  });

  test('SMTP refusing connections is told by push once it has failed that long, not before', async () => {
    const { smtp, testApp, advisor } = instance;
    const device = await subscribe(advisor);
    smtp.setFailure('reject-connection');
    const started = Date.now();
    const lead = await submitLead(testApp.app, 'contact');
    await expect.poll(() => alertsOn(device).length, { timeout: 30_000 }).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect(alertsOn(device)[0]!.body).toMatch(/Desde el .+ el servidor no consigue enviar/);
    // Still retrying, not given up: the email goes once SMTP is back.
    const state = await testApp.services.prisma.lead.findUniqueOrThrow({
      where: { id: lead },
      select: { notificationState: true },
    });
    expect(state.notificationState).toBe('RETRYING');
    smtp.setFailure('none');
    await smtp.waitFor((mail) => mail.messageId?.includes(lead) === true, 30_000);
    await settle();
    expect(alertsOn(device)).toHaveLength(1);
  });

  test('a push service failing is told by email', async () => {
    const { smtp, testApp, advisor } = instance;
    // This device alone, so no other's success ends the incident.
    await testApp.services.prisma.pushSubscription.deleteMany();
    const device = await subscribe(advisor);
    pushService.answer(device.name, 503, 1000);
    await submitLead(testApp.app, 'contact');
    // The first try fails at once; its retry (10 s later) finds it failing past the threshold.
    const mail = await smtp.waitFor(
      (message) => message.subject === 'Aviso: las notificaciones push no llegan',
      60_000,
    );
    expect(mail.text).toContain('503');
  });
});
