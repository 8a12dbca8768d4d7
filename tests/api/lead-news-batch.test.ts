// A batch's news in jobs of its own (docs/decisions/0071-news-jobs-per-batch.md), against a real
// SMTP server and the loopback push service: a batch of the lead writer writes one job for the
// advisor's emails and one for the pushes; the confirmations are queued once the advisor's emails
// were tried; each of its leads is told; a refused address fails its lead alone, the server away
// hands every lead a job of its own; a job run again skips what was sent; jobs queued by an
// earlier release are delivered; an erasure takes the lead out of its batch's jobs and leaves the
// others.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formatLeadReference } from '../../common/leads/lead-reference';
import { mailJob } from '../../server/jobs/lead-notifications';
import { PUSH_QUEUES } from '../../server/jobs/push-queue';
import { QUEUES } from '../../server/jobs/queue';
import { createLeads, type LeadStore } from '../../server/leads/create-lead';
import { eraseLeads } from '../../server/leads/erase-lead';
import { batchLead, newProof } from '../setup/batch-lead';
import { signedInAdvisor } from '../setup/inbox-session';
import { startPushService, trustCertificate, type TestPushService } from '../setup/push-service';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createPushSubscriber } from '../setup/web-push-decrypt';

let smtp: TestSmtp;
let pushService: TestPushService;
let testApp: TestApp;
let store: LeadStore & TestApp['services'];
const subscription = randomUUID();
const subscriber = createPushSubscriber();

beforeAll(async () => {
  smtp = await createTestSmtp();
  pushService = await startPushService();
  trustCertificate(pushService.certificate);
  testApp = await startTestApp({ smtpUrl: smtp.url, env: { PUSH_SERVICE_ORIGINS: pushService.origin } });
  store = { ...testApp.services, intakeBudgets: { perNetworkPerHour: 1_000 } };
  const advisor = await signedInAdvisor(testApp.app, testApp.services.prisma, 'ana@example.test');
  await advisor
    .post('/push-subscriptions', { endpoint: pushService.endpoint(subscription), keys: subscriber.keys })
    .expect(201);
});
afterAll(async () => {
  await testApp?.close();
  await pushService?.close();
  await smtp?.stop();
});

/** A batch of the lead writer, each lead with an address of its own; answers the leads' ids. */
async function batchOf(count: number): Promise<{ ids: string[]; addresses: string[] }> {
  const addresses = Array.from({ length: count }, () => `batch.${randomUUID().slice(0, 8)}@example.test`);
  const network = `198.18.${Math.floor(Math.random() * 250)}.0/24`;
  const batch = await createLeads(
    store,
    addresses.map((email) => ({ ...batchLead(newProof(), { network }), email })),
  );
  return { ids: batch.stored.map(({ id }) => id), addresses };
}

const messageId = (id: string, mail: 'advisor' | 'confirmation') => `<lead-${id}.${mail}@localhost>`;
const delivered = (id: string, mail: 'advisor' | 'confirmation') =>
  smtp.messages.filter((message) => message.messageId === messageId(id, mail)).length;
const arrives = (id: string, mail: 'advisor' | 'confirmation') =>
  smtp.waitFor((message) => message.messageId === messageId(id, mail), 20_000);

const query = async <Row>(text: string, values: unknown[]) =>
  (await testApp.services.pool.query(text, values)).rows as Row[];
const states = (ids: string[]) =>
  testApp.services.prisma.lead
    .findMany({ where: { id: { in: ids } }, select: { id: true, notificationState: true, confirmationState: true } })
    .then((rows) => ids.map((id) => rows.find((row) => row.id === id)));
/** The lead-mail jobs naming this lead (a batch's, or its own), as their data. */
const mailJobsOf = (id: string) =>
  query<{ data: unknown }>(
    `SELECT data FROM pgboss.job WHERE name = $1 AND (data->'leadIds' ? $2 OR data->>'leadId' = $2) ORDER BY created_on`,
    [QUEUES.leadMail, id],
  ).then((rows) => rows.map(({ data }) => data));

/** The references of the leads pushed to the advisor's browser, in their order (alerts have none). */
const pushedReferences = () =>
  pushService.received
    .filter((push) => push.subscription === subscription)
    .map((push) => (JSON.parse(subscriber.decrypt(push.body)) as { reference?: string }).reference);
const referencesOf = async (ids: string[]) =>
  (
    await testApp.services.prisma.lead.findMany({
      where: { id: { in: ids } },
      select: { id: true, referenceNumber: true },
    })
  )
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map(({ referenceNumber }) => formatLeadReference(referenceNumber));

test('a batch of four: two job rows; every lead gets its advisor email, then its confirmation, and its push, in order', async () => {
  const { ids } = await batchOf(4);
  // What the batch's transaction wrote (the confirmations' job follows from the advisor's).
  const written = await query<{ name: string; data: unknown }>(
    `SELECT name, data FROM pgboss.job WHERE data->'leadIds' ?| $1 AND data->>'mail' IS DISTINCT FROM 'confirmation' ORDER BY name`,
    [ids],
  );
  expect(written).toEqual([
    { name: QUEUES.leadMail, data: { mail: 'advisor', leadIds: ids, confirm: ids } },
    { name: PUSH_QUEUES.leadPush, data: { leadIds: ids } },
  ]);

  await Promise.all(ids.flatMap((id) => [arrives(id, 'advisor'), arrives(id, 'confirmation')]));
  const order = smtp.messages.map((message) => message.messageId);
  const lastAdvisor = Math.max(...ids.map((id) => order.indexOf(messageId(id, 'advisor'))));
  const firstConfirmation = Math.min(...ids.map((id) => order.indexOf(messageId(id, 'confirmation'))));
  expect(lastAdvisor).toBeLessThan(firstConfirmation);
  expect(await mailJobsOf(ids[0]!)).toContainEqual({ mail: 'confirmation', leadIds: ids });
  const references = await referencesOf(ids);
  await expect
    .poll(() => pushedReferences().filter((reference) => reference !== undefined && references.includes(reference)), {
      timeout: 15_000,
    })
    .toEqual(references);
  await expect
    .poll(() => states(ids), { timeout: 5_000 })
    .toEqual(ids.map((id) => ({ id, notificationState: 'SENT', confirmationState: 'SENT' })));
});

test("a refused visitor's address fails that lead alone: the others are sent at once, it is retried on a job of its own", async () => {
  const { ids, addresses } = await batchOf(3);
  smtp.rejectRecipients([addresses[1]!]);
  try {
    await Promise.all([arrives(ids[0]!, 'confirmation'), arrives(ids[2]!, 'confirmation')]);
    await expect
      .poll(async () => (await states([ids[1]!]))[0]!.confirmationState, { timeout: 10_000 })
      .toBe('RETRYING');
    expect(await mailJobsOf(ids[1]!)).toContainEqual({ mail: 'confirmation', leadId: ids[1] });
    // The lead after it was tried at once, in the batch's job, and needed no job of its own.
    expect(await mailJobsOf(ids[2]!)).not.toContainEqual({ mail: 'confirmation', leadId: ids[2] });
  } finally {
    smtp.rejectRecipients([]);
  }
  await arrives(ids[1]!, 'confirmation');
  await expect
    .poll(() => states(ids), { timeout: 5_000 })
    .toEqual(ids.map((id) => ({ id, notificationState: 'SENT', confirmationState: 'SENT' })));
  for (const id of ids) expect([delivered(id, 'advisor'), delivered(id, 'confirmation')]).toEqual([1, 1]);
});

test('the server away: every lead of the batch gets a job of its own, and each email arrives once it is back', async () => {
  await smtp.stop();
  let ids: string[] = [];
  try {
    ({ ids } = await batchOf(3));
    await expect
      .poll(async () => (await Promise.all(ids.map(mailJobsOf))).map((jobs) => jobs.length), { timeout: 15_000 })
      .toEqual([4, 4, 4]); // the batch's two jobs, and a job of its own for each email
    for (const id of ids) {
      expect(await mailJobsOf(id)).toEqual(
        expect.arrayContaining([
          { mail: 'advisor', leadId: id },
          { mail: 'confirmation', leadId: id },
        ]),
      );
    }
  } finally {
    await smtp.start();
  }
  await Promise.all(ids.flatMap((id) => [arrives(id, 'advisor'), arrives(id, 'confirmation')]));
  await expect
    .poll(() => states(ids), { timeout: 5_000 })
    .toEqual(ids.map((id) => ({ id, notificationState: 'SENT', confirmationState: 'SENT' })));
});

test('a job run again (after a crash) sends only the emails not yet sent', async () => {
  const { ids } = await batchOf(2);
  await Promise.all(ids.map((id) => arrives(id, 'advisor')));
  await expect
    .poll(async () => (await states(ids)).map((lead) => lead!.notificationState), { timeout: 5_000 })
    .toEqual(['SENT', 'SENT']);
  // As if the process died after sending the first lead's email and before the second's.
  await testApp.services.prisma.lead.update({ where: { id: ids[1] }, data: { notificationState: 'PENDING' } });
  await testApp.services.boss.insert(QUEUES.leadMail, [mailJob({ mail: 'advisor', leadIds: ids, confirm: [] })]);
  await expect.poll(() => delivered(ids[1]!, 'advisor'), { timeout: 15_000 }).toBe(2);
  expect(delivered(ids[0]!, 'advisor')).toBe(1);
});

test('jobs an earlier release queued, naming one lead, are still delivered', async () => {
  const { ids } = await batchOf(1);
  const [id] = ids as [string];
  await arrives(id, 'advisor');
  const [reference] = await referencesOf(ids);
  const pushes = () => pushedReferences().filter((pushed) => pushed === reference).length;
  await expect.poll(pushes, { timeout: 15_000 }).toBe(1);
  await testApp.services.prisma.lead.update({ where: { id }, data: { notificationState: 'PENDING' } });
  await testApp.services.boss.insert(QUEUES.leadMail, [{ data: { leadId: id, mail: 'advisor' } }]);
  await testApp.services.boss.insert(PUSH_QUEUES.leadPush, [{ data: { leadId: id } }]);
  await expect.poll(() => delivered(id, 'advisor'), { timeout: 15_000 }).toBe(2);
  await expect.poll(pushes, { timeout: 15_000 }).toBe(2);
});

test("an erasure takes the lead out of its batch's waiting jobs; the job of nobody left goes", async () => {
  const { ids } = await batchOf(2);
  // The batch's own jobs done: its confirmations' job is queued once the advisor's emails are sent.
  await Promise.all(ids.flatMap((id) => [arrives(id, 'advisor'), arrives(id, 'confirmation')]));
  const later = new Date(Date.now() + 3_600_000);
  await testApp.services.boss.insert(QUEUES.leadMail, [
    { ...mailJob({ mail: 'advisor', leadIds: ids, confirm: ids }), startAfter: later },
  ]);
  const { prisma } = testApp.services;
  await prisma.$transaction((tx) => eraseLeads(tx, null, [ids[0]!]));
  expect(await mailJobsOf(ids[1]!)).toContainEqual({ mail: 'advisor', leadIds: [ids[1]], confirm: [ids[1]] });
  expect(await mailJobsOf(ids[0]!)).toEqual([]);
  await prisma.$transaction((tx) => eraseLeads(tx, null, [ids[1]!]));
  const [left] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND start_after = $2`,
    [QUEUES.leadMail, later],
  );
  expect(left!.n).toBe(0);
});
