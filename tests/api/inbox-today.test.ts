// "Hoy / Today" and the daily digest, end to end: leads come in through the intake, are made
// due, overdue, old or contacted in the real PostgreSQL; the Today API lists exactly the ones
// that need the advisor (every new lead at once, with the reply time promised to its visitor); the digest job, run by the queue, mails that list to every advisor
// through a real SMTP server with a link per lead, sends nothing on an empty day, is scheduled
// at 08:00 Amsterdam time, and `npm run advisor -- digest` sends it from the command line.
import { beforeAll, describe, expect, test } from 'vitest';
import type { TodayList } from '../../common/inbox/api';
import { replyDueAt } from '../../common/reply-promise';
import { parseEnv } from '../../server/env';
import { DIGEST_QUEUE, digestCron, startDigestJob } from '../../server/inbox/daily-digest';
import { signedInAdvisor } from '../setup/inbox-session';
import { runCli } from '../setup/run-cli';
import { withTestSmtp } from '../setup/smtp-server';
import { submitLead } from '../setup/submit-lead';
import { withInboxApp } from '../setup/inbox-app';

const outbox = withTestSmtp();
const context = withInboxApp(() => ({ smtpUrl: outbox.smtp.url }), 'ana@example.test');
beforeAll(async () => {
  await startDigestJob(context.testApp.services.boss, context.testApp.services);
});

const amsterdamDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
const arrivedHoursAgo = (id: string, hours: number) =>
  context.testApp.services.prisma
    .$executeRaw`UPDATE leads SET created_at = now() - make_interval(hours => ${hours}::int) WHERE id = ${id}::uuid`;
const today = async () => {
  const response = await context.advisor.get('/today');
  expect(response.status).toBe(200);
  return response.body as TodayList;
};
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** Runs the digest job now through the queue and waits until the worker has finished it. */
async function runDigestJob() {
  const { boss } = context.testApp.services;
  const jobId = (await boss.send(DIGEST_QUEUE, {}))!;
  for (let i = 0; i < 200; i++) {
    const [job] = await boss.findJobs(DIGEST_QUEUE, { id: jobId });
    if (job?.state === 'completed') return;
    if (job?.state === 'failed') throw new Error(`digest job failed: ${JSON.stringify(job.output)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('digest job did not finish');
}

describe('on an empty day', () => {
  test('a lead that just arrived is on Today at once, with the reply time promised to its visitor', async () => {
    const fresh = await submitLead(context.testApp.app, 'contact', { nombreCompleto: 'Recién Llegada' });
    const list = await today();
    expect(list).toMatchObject({ followUps: [], today: amsterdamDay(0) });
    expect(Math.abs(Date.parse(list.now) - Date.now())).toBeLessThan(60_000);
    const { createdAt } = await context.testApp.services.prisma.lead.findUniqueOrThrow({ where: { id: fresh } });
    // The one rule the confirmation screen and email state (common/reply-promise.ts).
    expect(list.newLeads).toEqual([
      expect.objectContaining({
        id: fresh,
        name: 'Recién Llegada',
        replyBy: replyDueAt(createdAt).toISOString(),
        replyStartedAt: null,
        replyStartedVia: null,
      }),
    ]);
    await context.testApp.services.prisma.lead.delete({ where: { id: fresh } });
  });

  test('Today is empty and the digest job sends nothing', async () => {
    const digests = () => outbox.smtp.messages.filter((mail) => mail.subject?.startsWith('Hoy:')).length;
    expect(await today()).toMatchObject({ followUps: [], newLeads: [], today: amsterdamDay(0) });
    await runDigestJob();
    // The job has completed: had it sent anything, the server would already hold it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(digests()).toBe(0);
  });

  test('the digest is scheduled every day at 08:00, Amsterdam time', async () => {
    const [schedule] = await context.testApp.services.boss.getSchedules(DIGEST_QUEUE);
    expect(schedule).toMatchObject({ cron: '0 8 * * *', timezone: 'Europe/Amsterdam' });
  });

  test('DIGEST_TIME moves it; a time that is not HH:MM stops the start naming the variable', () => {
    expect(digestCron('07:30')).toBe('30 7 * * *');
    expect(() => parseEnv({ DIGEST_TIME: '8am' })).toThrow(/DIGEST_TIME: expected a time as HH:MM, e.g. 08:00/);
    expect(() => parseEnv({ INBOX_UNANSWERED_HOURS: '0' })).toThrow(/INBOX_UNANSWERED_HOURS/);
  });
});

describe('with leads that need the advisor', () => {
  const lead: Record<string, string> = {};
  beforeAll(async () => {
    const submit = (key: string, name: string, formKey: 'contact' | 'taxReturn' = 'contact') =>
      submitLead(context.testApp.app, formKey, { nombreCompleto: name }).then((id) => (lead[key] = id));
    await submit('dueToday', 'Dolores Hoy');
    await submit('overdue', 'Óscar Atrasado', 'taxReturn');
    await submit('notDue', 'Nora Mañana');
    await submit('unanswered', 'Ulises Sinrespuesta');
    await submit('fresh', 'Fátima Reciente');
    await submit('contacted', 'Carlos Contactado');
    await submit('lost', 'Lorena Perdida');
    await context.advisor
      .patch(`/leads/${lead.dueToday}`, { followUpOn: amsterdamDay(0), status: 'CONTACTED' })
      .expect(200);
    await context.advisor.patch(`/leads/${lead.overdue}`, { followUpOn: amsterdamDay(-3) }).expect(200);
    await context.advisor.patch(`/leads/${lead.notDue}`, { followUpOn: amsterdamDay(1) }).expect(200);
    await context.advisor.patch(`/leads/${lead.lost}`, { followUpOn: amsterdamDay(-1), status: 'LOST' }).expect(200);
    await context.advisor.patch(`/leads/${lead.contacted}`, { status: 'CONTACTED' }).expect(200);
    for (const key of ['overdue', 'notDue', 'unanswered', 'contacted', 'lost']) await arrivedHoursAgo(lead[key]!, 13);
    await arrivedHoursAgo(lead.fresh!, 11);
  });

  test('Today lists every new lead, oldest promise first, and the follow-ups due today or before', async () => {
    const list = await today();
    // Whatever their age; a new lead with a follow-up day waits for that day (Nora, Óscar).
    expect(ids(list.newLeads)).toEqual([lead.unanswered, lead.fresh]);
    for (const row of list.newLeads) expect(row.replyBy).toBe(replyDueAt(new Date(row.createdAt)).toISOString());
    // Oldest due day first.
    expect(ids(list.followUps)).toEqual([lead.overdue, lead.dueToday]);
    expect(list.followUps[0]).toMatchObject({ name: 'Óscar Atrasado', formType: 'taxReturn', due: true });
  });

  test('the count of new leads, for the tab title', async () => {
    const { body } = await context.advisor.get('/leads/new-count').expect(200);
    // Óscar, Nora, Ulises and Fátima are still new; Dolores, Carlos and Lorena were moved on.
    expect(body).toEqual({ count: 4 });
  });

  test('the queue mails the same list to every advisor, one link per lead, in Amsterdam days', async () => {
    await signedInAdvisor(context.testApp.app, context.testApp.services.prisma, 'bea@example.test');
    await runDigestJob();
    const toAna = await outbox.smtp.waitFor(
      (mail) =>
        mail.subject?.startsWith('Hoy:') === true &&
        mail.to?.valueOf() !== undefined &&
        JSON.stringify(mail.to).includes('ana@example.test'),
    );
    await outbox.smtp.waitFor(
      (mail) => mail.subject?.startsWith('Hoy:') === true && JSON.stringify(mail.to).includes('bea@example.test'),
    );
    expect(toAna.subject).toBe('Hoy: 2 seguimientos y 1 solicitud sin contestar');
    const text = toAna.text!;
    expect(text).toContain('Seguimientos para hoy o atrasados (2)');
    expect(text).toContain('Solicitudes nuevas sin contactar desde hace más de 12 h (1)');
    expect(text).toMatch(/Óscar Atrasado · Declaración de Impuestos · seguimiento atrasado, del \d+ de \w+/);
    expect(text).toMatch(/Dolores Hoy · Contacto · seguimiento para hoy, \d+ de \w+/);
    expect(text).toMatch(/Ulises Sinrespuesta · Contacto · recibida el \d+ de \w+ a las \d\d:\d\d/);
    for (const key of ['overdue', 'dueToday', 'unanswered'])
      expect(text).toContain(`http://localhost:3000/inbox/leads/${lead[key]}`);
    for (const key of ['notDue', 'fresh', 'contacted', 'lost']) expect(text).not.toContain(lead[key]!);
    expect(toAna.html).toContain(`href="http://localhost:3000/inbox/leads/${lead.unanswered}"`);
    expect(toAna.html).toContain('href="http://localhost:3000/inbox/today"');
  });

  test('`npm run advisor -- digest` sends it now', async () => {
    const digests = () => outbox.smtp.messages.filter((mail) => mail.subject?.startsWith('Hoy:'));
    const before = digests().length;
    const run = await runCli('server/cli/advisor.ts', ['digest'], {
      env: {
        DATABASE_URL: context.testApp.database.url,
        SMTP_URL: outbox.smtp.url,
        PUBLIC_BASE_URL: 'http://localhost:3000',
      },
    });
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toContain('Digest of 3 leads sent to ana@example.test, bea@example.test.');
    expect(digests().length).toBe(before + 2);
    expect(digests().at(-1)!.subject).toBe('Hoy: 2 seguimientos y 1 solicitud sin contestar');
  }, 60_000);
});
