// The advisor's push reminders, through the pg-boss queue to a real push service on loopback
// (tests/setup/push-service.ts), decrypted as a browser would: an hour before the reply time
// promised to a visitor is missed, and when a follow-up day comes (at that day's opening time).
// Each is claimed in the database once, whoever looks and however often; a lead whose reply was
// started, or that is no longer new, is not reminded. The clock is given to the claim so that the
// moments are exact; the schedule that runs it every minute is checked as registered.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { claimDueReminders } from '../../server/reminders/due-reminders';
import { REMINDER_QUEUE, startReminderJob } from '../../server/reminders/reminder-job';
import { withInboxApp } from '../setup/inbox-app';
import { withPushService } from '../setup/push-service-hooks';
import { submitLead } from '../setup/submit-lead';
import { createPushSubscriber, type PushSubscriber } from '../setup/web-push-decrypt';

let device: { name: string; subscriber: PushSubscriber };

const loopback = withPushService();
const context = withInboxApp(() => ({ env: { PUSH_SERVICE_ORIGINS: loopback.pushService.origin } }));
beforeAll(async () => {
  const name = randomUUID();
  const subscriber = createPushSubscriber();
  await context.advisor
    .post('/push-subscriptions', { endpoint: loopback.pushService.endpoint(name), keys: subscriber.keys })
    .expect(201);
  device = { name, subscriber };
});

const claim = (at: string) =>
  claimDueReminders(context.testApp.services.prisma, context.testApp.services.boss, new Date(at));
const pushesFor = (reference: string) =>
  loopback.pushService.received
    .filter((push) => push.subscription === device.name)
    .map((push) => JSON.parse(device.subscriber.decrypt(push.body)) as { title: string; tag: string })
    .filter((payload) => payload.title.endsWith(reference));
/** A lead that arrived at `at` (UTC), through the intake; the new-lead push it caused is left behind. */
async function leadArrivedAt(at: string, changes: Record<string, unknown> = {}) {
  const { prisma } = context.testApp.services;
  const id = await submitLead(context.testApp.app, 'taxReturn', { nombreCompleto: 'Lucía Fernández', ...changes });
  await prisma.lead.update({ where: { id }, data: { createdAt: new Date(at) } });
  const { referenceNumber } = await prisma.lead.findUniqueOrThrow({ where: { id } });
  const reference = `APB-${referenceNumber}`;
  await expect.poll(() => pushesFor(reference).length, { timeout: 20_000 }).toBe(1);
  return { id, reference };
}

describe('an hour before the promised reply time', () => {
  test('the advisor is pushed once, with the time, the lead and its reply buttons', async () => {
    // Monday 30 November 2026, 09:00 in Amsterdam: the reply is promised that evening before 22:00 (21:00 UTC).
    const { id, reference } = await leadArrivedAt('2026-11-30T08:00:00Z');
    expect(await claim('2026-11-30T19:59:00Z')).toEqual({ replyBy: [], followUp: [] });
    expect(await claim('2026-11-30T20:00:00Z')).toEqual({ replyBy: [id], followUp: [] });
    await expect.poll(() => pushesFor(reference).length, { timeout: 20_000 }).toBe(2);
    const reminder = pushesFor(reference)[1]!;
    expect(reminder).toMatchObject({
      title: `Responde antes de las 22:00 · ${reference}`,
      body: 'Declaración de la renta 2024 · Lucía',
      url: `/inbox/leads/${id}`,
      tag: `${reference}:replyBy`,
      actions: [
        { action: 'whatsapp', url: context.testApp.services.replyLinks.path(id, 'whatsapp') },
        { action: 'call' },
        { action: 'email' },
      ],
    });
    // Once: the next ticks, or another process, find it claimed.
    expect(await claim('2026-11-30T20:01:00Z')).toEqual({ replyBy: [], followUp: [] });
    expect(await claim('2026-11-30T20:30:00Z')).toEqual({ replyBy: [], followUp: [] });
    const { replyRemindedAt } = await context.testApp.services.prisma.lead.findUniqueOrThrow({ where: { id } });
    expect(replyRemindedAt?.toISOString()).toBe('2026-11-30T20:00:00.000Z');
  });

  test('not for a lead whose reply was started, that was contacted, or whose promise has already passed', async () => {
    const { prisma, replyLinks } = context.testApp.services;
    const started = await leadArrivedAt('2026-11-30T08:05:00Z');
    const contacted = await leadArrivedAt('2026-11-30T08:10:00Z');
    const missed = await leadArrivedAt('2026-11-30T08:15:00Z');
    await request(context.testApp.app).get(replyLinks.path(started.id, 'whatsapp')).expect(303);
    await context.advisor.patch(`/leads/${contacted.id}`, { status: 'CONTACTED' }).expect(200);
    // After 22:00 the promise is missed: an hour-before reminder would be wrong (Today shows it as late).
    expect(await claim('2026-11-30T21:00:00Z')).toEqual({ replyBy: [], followUp: [] });
    expect(await claim('2026-11-30T20:30:00Z')).toEqual({ replyBy: [missed.id], followUp: [] });
    expect(await prisma.lead.count({ where: { replyRemindedAt: { not: null }, id: started.id } })).toBe(0);
  });

  test('two processes looking at the same moment claim it once', async () => {
    const { id } = await leadArrivedAt('2026-11-30T08:20:00Z');
    const [first, second] = await Promise.all([claim('2026-11-30T20:10:00Z'), claim('2026-11-30T20:10:00Z')]);
    expect([...first.replyBy, ...second.replyBy]).toEqual([id]);
  });
});

describe('a follow-up day', () => {
  test('is pushed once at that day’s opening time, whatever the lead’s status but lost or spam', async () => {
    const { prisma } = context.testApp.services;
    const { id, reference } = await leadArrivedAt('2026-11-20T08:00:00Z');
    const lost = await leadArrivedAt('2026-11-20T08:01:00Z');
    // Tuesday 1 December 2026; the firm opens at 18:00 (17:00 UTC).
    await prisma.lead.update({ where: { id }, data: { followUpOn: new Date('2026-12-01'), status: 'WON' } });
    await prisma.lead.update({ where: { id: lost.id }, data: { followUpOn: new Date('2026-12-01'), status: 'LOST' } });
    expect(await claim('2026-12-01T16:59:00Z')).toEqual({ replyBy: [], followUp: [] });
    expect(await claim('2026-12-01T17:00:00Z')).toEqual({ replyBy: [], followUp: [id] });
    await expect.poll(() => pushesFor(reference).length, { timeout: 20_000 }).toBe(2);
    expect(pushesFor(reference)[1]).toMatchObject({
      title: `Seguimiento para hoy · ${reference}`,
      tag: `${reference}:followUp`,
    });
    expect(await claim('2026-12-01T19:00:00Z')).toEqual({ replyBy: [], followUp: [] });
    // A new day chosen is a new reminder when it comes.
    await prisma.lead.update({ where: { id }, data: { followUpOn: new Date('2026-12-05') } });
    expect(await claim('2026-12-05T09:00:00Z')).toEqual({ replyBy: [], followUp: [id] });
  });

  test('a day the advisor sets for today needs no reminder that it has come', async () => {
    const { prisma } = context.testApp.services;
    const id = await submitLead(context.testApp.app, 'contact');
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    await context.advisor.patch(`/leads/${id}`, { followUpOn: today }).expect(200);
    const lead = await prisma.lead.findUniqueOrThrow({ where: { id } });
    expect(lead.followUpRemindedOn?.toISOString().slice(0, 10)).toBe(today);
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    await context.advisor.patch(`/leads/${id}`, { followUpOn: tomorrow }).expect(200);
    expect((await prisma.lead.findUniqueOrThrow({ where: { id } })).followUpRemindedOn).toBeNull();
  });
});

// Started last: its look each minute, at the real time, locks the rows it reads, and a claim above
// at the same moment would pass over them (SKIP LOCKED) as a second process does.
test('the queue looks every minute, in the firm’s time zone', async () => {
  await startReminderJob(context.testApp.services.boss, context.testApp.services);
  const [schedule] = await context.testApp.services.boss.getSchedules(REMINDER_QUEUE);
  expect(schedule).toMatchObject({ cron: '* * * * *', timezone: 'Europe/Amsterdam' });
});
