// Leads held to review (docs/decisions/0043-to-review.md, 0044-per-network-budgets.md), through
// the real endpoint, queue, SMTP server and loopback push service: past its network's budget a
// proven lead is held to review, answered so and sending nothing, while another network's lead
// reaches the advisor as usual, also after a flood; Today shows one line per network; releasing
// one lead or a whole network sends the advisor's email and then the visitor's confirmation;
// the advisor gets one summary (email and push) of held leads at most every 30 minutes, however
// many workers run; a site under load issues harder challenges; a second server on the same
// database shares the budgets and each proof's single use.
import { randomBytes, randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { PgBoss } from 'pg-boss';
import request from 'supertest';
import type { App } from 'supertest/types';
import { describe, expect, test } from 'vitest';
import { BOT_CHECK_FIELD, SUBMIT_PATH } from '../../common/api/submission';
import type { ReviewGroupLeads, ReviewGroups } from '../../common/inbox/api';
import { FORMS } from '../../common/forms/registry';
import { createApp } from '../../server/app';
import { HELD_NOTICE_INTERVAL_MS, startHeldNoticeWorker } from '../../server/inbox/held-notice';
import { DIFFICULTY_UNDER_LOAD } from '../../server/leads/bot-check';
import { HELD_NOTICE_QUEUE } from '../../server/leads/held-notice-queue';
import { poolExecutor } from '../../server/jobs/queue';
import { createLogger } from '../../server/logger';
import { createServices } from '../../server/services';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { fetchChallenge, signedChallenge, solveProof } from '../setup/bot-check';
import { withPushService } from '../setup/push-service-hooks';
import { withTestSmtp, leadMail } from '../setup/smtp-server';
import { withInboxApp } from '../setup/inbox-app';
import { createPushSubscriber } from '../setup/web-push-decrypt';

const PER_NETWORK = 5;
const LOAD_PER_MINUTE = 60;

const outbox = withTestSmtp();
const loopback = withPushService();
// The production defaults of the budgets and of the per-address limit; the address from X-Forwarded-For.
const context = withInboxApp(() => ({
  smtpUrl: outbox.smtp.url,
  env: {
    TRUST_PROXY_HOPS: '1',
    RATE_LIMIT_PER_MINUTE: '10',
    INTAKE_BUDGET_PER_NETWORK_PER_HOUR: String(PER_NETWORK),
    INTAKE_BUDGET_PER_MINUTE: String(LOAD_PER_MINUTE),
    PUSH_SERVICE_ORIGINS: loopback.pushService.origin,
  },
}));

let sequence = 0;
/** A contact request from `address` with a solved proof (cheap: signed as the server signs). */
async function contactFrom(address: string, app: App = context.testApp.app, givenProof?: string) {
  const email = `held-${++sequence}-${Date.now()}@example.test`;
  const proof = givenProof ?? (await solveProof(await signedChallenge(context.testApp.services.botCheckSecret)));
  const response = await request(app)
    .post(SUBMIT_PATH)
    .set('X-Forwarded-For', address)
    .send({
      formType: FORMS.contact.label,
      formData: { ...VALID_FORM_DATA.contact, email },
      userEmail: email,
      language: 'es',
      [BOT_CHECK_FIELD]: proof,
    });
  expect(response.status).toBe(200);
  return { email, id: response.body.id as string, review: response.body.review === true };
}

const statusOf = async (id: string) =>
  (await context.testApp.services.prisma.lead.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const advisorMailOf = (id: string) => leadMail(id, 'advisor');
const confirmationOf = (id: string) => leadMail(id, 'confirmation');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Leads and jobs of earlier tests out of the way: each test counts its own. */
async function clearHeld() {
  const { pool } = context.testApp.services;
  await pool.query(`UPDATE leads SET status = 'SPAM' WHERE status = 'REVIEW'`);
  await pool.query(`DELETE FROM rate_limits WHERE key LIKE 'intake-%'`);
  await pool.query(`DELETE FROM pgboss.job WHERE name = $1`, [HELD_NOTICE_QUEUE]);
  await pool.query(`UPDATE leads SET review_noticed_at = NULL`);
}

test(`a network's first ${PER_NETWORK} proven leads of the hour reach the advisor; the next is held to review, answered so, sending nothing; another network's is not held`, async () => {
  await clearHeld();
  const sent = [];
  for (let i = 0; i < PER_NETWORK; i++) sent.push(await contactFrom(`192.0.2.${10 + i}`));
  expect(sent.map((lead) => lead.review)).toEqual(Array(PER_NETWORK).fill(false));
  const held = await contactFrom('192.0.2.200');
  expect(held.review).toBe(true);
  expect(await statusOf(held.id)).toBe('REVIEW');
  const elsewhere = await contactFrom('198.51.100.7');
  expect(elsewhere.review).toBe(false);
  await outbox.smtp.waitFor(advisorMailOf(elsewhere.id));
  await outbox.smtp.waitFor(confirmationOf(elsewhere.id));
  expect(outbox.smtp.messages.filter((mail) => mail.messageId?.includes(held.id))).toEqual([]);
  expect(outbox.smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(held.email))).toEqual([]);
});

test('an IPv6 network counts by its /48: other /64s of it share its budget', async () => {
  await clearHeld();
  const answers = [];
  for (let i = 0; i <= PER_NETWORK; i++) answers.push(await contactFrom(`2001:db8:77:${i.toString(16)}::1`));
  expect(answers.map((lead) => lead.review)).toEqual([...Array(PER_NETWORK).fill(false), true]);
});

test('after 70 solved leads from 7 addresses in 5 s, a lead from an eighth network reaches the advisor as usual', async () => {
  await clearHeld();
  const addresses = Array.from({ length: 7 }, (_, i) => `203.0.${113 + i}.9`);
  const started = Date.now();
  const flood = await Promise.all(
    addresses.map(async (address) => {
      const leads = [];
      for (let i = 0; i < 10; i++) leads.push(await contactFrom(address));
      return leads;
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const leads = flood.flat();
  const held = leads.filter((lead) => lead.review).length;
  console.log(
    `flood: ${leads.length} solved leads from 7 addresses in ${seconds.toFixed(1)} s; ${held} held to review`,
  );
  // Each network's first five got through, the rest are held (never silently: they are to review).
  expect(held).toBe(leads.length - 7 * PER_NETWORK);

  const person = await contactFrom('100.64.20.5');
  expect(person.review).toBe(false);
  expect(await statusOf(person.id)).toBe('NEW');
  await outbox.smtp.waitFor(advisorMailOf(person.id), 30_000);
  await outbox.smtp.waitFor(confirmationOf(person.id), 30_000);

  // While the site is under load, a new challenge takes more work than the easiest one at rest.
  const challenge = await fetchChallenge(context.testApp.app);
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution!.counter).toBeGreaterThanOrEqual(5_000 * DIFFICULTY_UNDER_LOAD);
});

test("a second server on the same database shares each network's budget and each proof's single use", async () => {
  await clearHeld();
  // Its own pool, queue and app, as another process behind the load balancer has.
  const second = await createServices(context.testApp.env, {
    databaseUrl: context.testApp.database.url,
    encryptionKey: randomBytes(32).toString('base64'),
    botCheckSecret: context.testApp.services.botCheckSecret,
    logger: createLogger('silent'),
  });
  try {
    const apps = [context.testApp.app, createApp(second)];
    const answers = [];
    for (let i = 0; i <= PER_NETWORK; i++) answers.push(await contactFrom(`192.0.2.${100 + i}`, apps[i % 2]));
    expect(answers.map((lead) => lead.review)).toEqual([...Array(PER_NETWORK).fill(false), true]);

    const proof = await solveProof(await signedChallenge(context.testApp.services.botCheckSecret));
    const [one, other] = await Promise.all(apps.map((app) => contactFrom('198.51.100.77', app, proof)));
    const statuses = [await statusOf(one!.id), await statusOf(other!.id)].sort();
    expect(statuses).toEqual(['NEW', 'SPAM']);
  } finally {
    await second.close();
  }
});

describe('Today: one line per network, opened, released', () => {
  test('a flood is one line with its count; the group opens to its leads; other networks have their own line', async () => {
    await clearHeld();
    for (let i = 0; i < PER_NETWORK; i++) await contactFrom(`198.18.0.${i + 1}`);
    const flood = [];
    for (let i = 0; i < 4; i++) flood.push(await contactFrom(`198.18.0.${50 + i}`));
    for (let i = 0; i < PER_NETWORK; i++) await contactFrom(`198.19.5.${i + 1}`);
    const lone = await contactFrom('198.19.5.99');

    const groups = (await context.advisor.get('/review').expect(200)).body as ReviewGroups;
    expect(groups.groups.map(({ network, count }) => ({ network, count }))).toEqual([
      { network: '198.18.0.0/24', count: 4 },
      { network: '198.19.5.0/24', count: 1 },
    ]);
    const group = (await context.advisor.get('/review/leads?network=198.18.0.0%2F24').expect(200))
      .body as ReviewGroupLeads;
    expect(group.leads.map((lead) => lead.id).sort()).toEqual(flood.map((lead) => lead.id).sort());
    expect(group.more).toBe(false);
    // Held leads stay out of the list's "All" and of Today's other lists.
    const all = (await context.advisor.get('/leads').expect(200)).body as { leads: { id: string }[] };
    expect(all.leads.map((lead) => lead.id)).not.toContain(lone.id);
    const reviewTab = (await context.advisor.get('/leads?status=REVIEW').expect(200)).body as { total: number };
    expect(reviewTab.total).toBe(5);
  });

  test('releasing one lead sends the advisor her email and then the visitor the confirmation, once', async () => {
    const [group] = ((await context.advisor.get('/review').expect(200)).body as ReviewGroups).groups.filter(
      (line) => line.network === '198.19.5.0/24',
    );
    const { leads } = (
      await context.advisor.get(`/review/leads?network=${encodeURIComponent(group!.network)}`).expect(200)
    ).body as ReviewGroupLeads;
    const id = leads[0]!.id;
    expect((await context.advisor.post('/review/release', { id }).expect(200)).body).toEqual({ count: 1 });
    const notification = await outbox.smtp.waitFor(advisorMailOf(id));
    const confirmation = await outbox.smtp.waitFor(confirmationOf(id));
    expect(outbox.smtp.messages.indexOf(notification)).toBeLessThan(outbox.smtp.messages.indexOf(confirmation));
    expect(await statusOf(id)).toBe('NEW');
    const lead = await context.testApp.services.prisma.lead.findUniqueOrThrow({
      where: { id },
      select: { sourceNetwork: true },
    });
    expect(lead.sourceNetwork).toBeNull();
    expect((await context.advisor.post('/review/release', { id }).expect(200)).body).toEqual({ count: 0 });
    await wait(1500);
    expect(outbox.smtp.messages.filter(advisorMailOf(id))).toHaveLength(1);
  });

  test('releasing a whole network releases each of its leads, and only those', async () => {
    const { leads } = (await context.advisor.get('/review/leads?network=198.18.0.0%2F24').expect(200))
      .body as ReviewGroupLeads;
    const released = await context.advisor.post('/review/release', { network: '198.18.0.0/24' }).expect(200);
    expect(released.body).toEqual({ count: leads.length });
    for (const { id } of leads) {
      await outbox.smtp.waitFor(advisorMailOf(id));
      await outbox.smtp.waitFor(confirmationOf(id));
    }
    expect(((await context.advisor.get('/review').expect(200)).body as ReviewGroups).groups).toEqual([]);
    const audit = await context.testApp.services.prisma.auditEntry.count({
      where: { action: 'CHANGE_STATUS', leadId: { in: leads.map((lead) => lead.id) } },
    });
    expect(audit).toBe(leads.length);
  });

  test('a whole network filed as spam sends nothing and leaves Today', async () => {
    await clearHeld();
    for (let i = 0; i < PER_NETWORK; i++) await contactFrom(`198.51.77.${i + 1}`);
    const held = [await contactFrom('198.51.77.90'), await contactFrom('198.51.77.91')];
    const filed = await context.advisor.post('/review/spam', { network: '198.51.77.0/24' }).expect(200);
    expect(filed.body).toEqual({ count: 2 });
    for (const { id } of held) expect(await statusOf(id)).toBe('SPAM');
    expect(((await context.advisor.get('/review').expect(200)).body as ReviewGroups).groups).toEqual([]);
    await wait(1500);
    for (const { id, email } of held) {
      expect(outbox.smtp.messages.filter((mail) => mail.messageId?.includes(id))).toEqual([]);
      expect(outbox.smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(email))).toEqual([]);
    }
  });

  test('only a signed-in advisor sees or releases them; a bad request is refused', async () => {
    await request(context.testApp.app).get('/inbox/api/review').expect(401);
    await context.advisor.post('/review/release', { network: '' }).expect(400);
    await context.advisor.post('/review/release', { id: 'nope' }).expect(400);
    await context.advisor.post('/review/spam', {}).expect(400);
    await context.advisor.get('/review/leads').expect(400);
  });
});

describe('the advisor is told of held leads: one summary at most every 30 minutes', () => {
  test('one email and one push name the count and the networks; leads held soon after wait for the next one, whatever the number of workers', async () => {
    await clearHeld();
    const subscriber = createPushSubscriber();
    const name = randomUUID();
    await context.advisor
      .post('/push-subscriptions', { endpoint: loopback.pushService.endpoint(name), keys: subscriber.keys })
      .expect(201);
    // A second worker on its own queue connection, as another process would run it.
    const other = new PgBoss({ db: poolExecutor(context.testApp.services.pool), schema: 'pgboss' });
    await other.start();
    const before = outbox.smtp.messages.length;
    const isNotice = (message: (typeof outbox.smtp.messages)[number]) =>
      message.messageId?.startsWith('<held-') === true && outbox.smtp.messages.indexOf(message) >= before;
    try {
      // Both held before any worker looks: sent together, they may still land in two commits on a
      // loaded machine, and a summary sent between them would rightly name one.
      await context.testApp.services.boss.offWork(HELD_NOTICE_QUEUE);
      for (let i = 0; i < PER_NETWORK; i++) await contactFrom(`100.100.1.${i + 1}`);
      const first = await Promise.all([contactFrom('100.100.1.100'), contactFrom('100.100.1.101')]);
      expect(first.every((lead) => lead.review)).toBe(true);
      await startHeldNoticeWorker(context.testApp.services.boss, context.testApp.services);
      await startHeldNoticeWorker(other, context.testApp.services);

      const mail = await outbox.smtp.waitFor(isNotice, 30_000);
      expect(mail.subject).toBe('Por revisar: 2 solicitudes sin comprobar');
      expect(mail.text).toContain('Red 100.100.1.0/24: 2 solicitudes');
      expect(mail.text).toContain('http://localhost:3000/inbox/today');
      // Every subscribed browser gets one push about them (beside the pushes of the leads that passed).
      const heldPushes = () =>
        loopback.pushService.received
          .filter((push) => push.subscription === name)
          .map((push) => JSON.parse(subscriber.decrypt(push.body)) as { tag: string })
          .filter((payload) => payload.tag === 'held');
      await expect.poll(heldPushes, { timeout: 20_000, interval: 250 }).toEqual([
        {
          title: 'Por revisar: 2 solicitudes sin comprobar',
          body: 'Ábrelas en Hoy para revisarlas.',
          url: '/inbox/today',
          tag: 'held',
        },
      ]);

      // Held a minute later: no second summary now, one job waiting for the end of the 30 minutes.
      const later = await contactFrom('100.100.1.102');
      expect(later.review).toBe(true);
      const sentAt = (await context.testApp.services.prisma.lead.aggregate({ _max: { reviewNoticedAt: true } }))._max
        .reviewNoticedAt!;
      const waiting = async () =>
        (
          await context.testApp.services.pool.query<{ start_after: Date }>(
            `SELECT start_after FROM pgboss.job WHERE name = $1 AND state = 'created'`,
            [HELD_NOTICE_QUEUE],
          )
        ).rows.map((row) => row.start_after.getTime() >= sentAt.getTime() + HELD_NOTICE_INTERVAL_MS - 1000);
      await expect.poll(waiting, { timeout: 20_000, interval: 250 }).toEqual([true]);
      await wait(3000);
      expect(outbox.smtp.messages.filter(isNotice)).toHaveLength(1);

      // Half an hour on (the last summary moved back), the waiting job covers what was held since.
      await context.testApp.services.pool.query(
        `UPDATE leads SET review_noticed_at = review_noticed_at - interval '31 minutes' WHERE review_noticed_at IS NOT NULL`,
      );
      await context.testApp.services.pool.query(
        `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'created'`,
        [HELD_NOTICE_QUEUE],
      );
      const second = await outbox.smtp.waitFor((message) => isNotice(message) && message !== mail, 30_000);
      expect(second.subject).toBe('Por revisar: 1 solicitud sin comprobar');
      await wait(3000);
      expect(outbox.smtp.messages.filter(isNotice)).toHaveLength(2);
      expect(heldPushes()).toHaveLength(2);
    } finally {
      await other.stop({ graceful: false });
    }
  });
});
