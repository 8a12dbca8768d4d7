// The mail server away for the equivalent of an hour of retries (docs/SECURITY.md, "Email"). Time is
// scaled 1:30: the first retry after 1 s instead of 30 s, backoff capped at 120 s instead of
// an hour, the production retry limit (12); an outage of 120 s stands for an hour. During it
// the SMTP server is down, then refuses connections (421), defers (451), rejects (554), and
// finally takes messages but loses its answers (which makes duplicates). Afterwards every
// email arrives, nothing is dead-lettered, and duplicates are counted by their Message-ID.
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { QUEUES } from '../../server/jobs/queue';
import { createTestSmtp, type SmtpFailure, type TestSmtp } from '../setup/smtp-server';
import { botProof } from '../setup/bot-check';
import { startTestApp, type TestApp } from '../setup/test-app';

const OUTAGE_SECONDS = Number(process.env.FAULTS_SMTP_OUTAGE_SECONDS ?? 120);
const LEADS_PER_PHASE = 20;
// Share of the outage spent in each way of failing.
const PHASES: [SmtpFailure | 'down', number][] = [
  ['down', 0.35],
  ['reject-connection', 0.15],
  ['defer-data', 0.15],
  ['reject-data', 0.15],
  ['drop-after-data', 0.2],
];

let smtp: TestSmtp;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await createTestSmtp();
  testApp = await startTestApp({
    smtpUrl: smtp.url,
    env: {
      MAIL_RETRY_LIMIT: '12',
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_RETRY_DELAY_MAX_SECONDS: '120',
      QUEUE_POLL_SECONDS: '0.5',
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test(`an SMTP outage of ${OUTAGE_SECONDS} s (an hour at 1:30) loses no email and dead-letters none`, async () => {
  const ids: string[] = [];
  const submitLeads = async (phase: string) => {
    for (let i = 0; i < LEADS_PER_PHASE; i++) {
      // An address per lead: one address gets only a few confirmations a day.
      const email = `cliente.${phase}.${i}@example.com`.toLowerCase();
      const formData = { ...VALID_FORM_DATA.contact, nombreCompleto: `Cliente ${phase} ${i}`, email };
      const response = await request(testApp.app)
        .post(SUBMIT_PATH)
        .send({ formType: 'Contacto', formData, userEmail: email, ...(await botProof(testApp.app)) });
      expect(response.status).toBe(200);
      ids.push(response.body.id);
    }
  };

  const startedAt = Date.now();
  for (const [failure, share] of PHASES) {
    if (failure === 'down') await smtp.stop();
    else {
      smtp.setFailure(failure);
      await smtp.start().catch(() => {}); // already listening after the first phase
    }
    await submitLeads(failure);
    await sleep(OUTAGE_SECONDS * 1000 * share);
  }
  smtp.setFailure('none');
  const outageEndedAt = Date.now();

  const expected = new Set(
    ids.flatMap((id) => [`<lead-${id}.advisor@localhost>`, `<lead-${id}.confirmation@localhost>`]),
  );
  const delivered = () => new Set(smtp.messages.map((mail) => mail.messageId).filter((id) => id && expected.has(id)));
  const { pool, prisma } = testApp.services;
  // Done when the queue knows every email went out: a copy that arrived while its answer was
  // lost is still being retried, and its resend is one of the duplicates counted below.
  const unfinished = async () =>
    (
      await pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state <> 'completed'`, [
        QUEUES.leadMail,
      ])
    ).rows[0].n;
  await expect.poll(unfinished, { timeout: 400_000, interval: 1000 }).toBe(0);
  const allDeliveredAfter = (Date.now() - outageEndedAt) / 1000;
  expect(delivered().size).toBe(expected.size);

  const jobs = await pool.query<{ state: string; n: number; max_retry: number }>(
    `SELECT state, count(*)::int AS n, max(retry_count)::int AS max_retry FROM pgboss.job WHERE name = $1 GROUP BY state`,
    [QUEUES.leadMail],
  );
  const deadLetters = (
    await pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`, [QUEUES.deadLetters])
  ).rows[0].n;
  const states = await prisma.lead.groupBy({ by: ['notificationState', 'confirmationState'], _count: true });
  const received = smtp.messages.length;
  const duplicates = received - delivered().size;
  const duplicatedIds = new Set(
    smtp.messages.map((mail) => mail.messageId).filter((id, index, all) => all.indexOf(id) !== index),
  );
  console.log(
    `SMTP outage ${OUTAGE_SECONDS} s (phases ${PHASES.map(([name, share]) => `${name} ${Math.round(share * OUTAGE_SECONDS)} s`).join(', ')}), ` +
      `${ids.length} leads, ${expected.size} emails: delivered ${delivered().size}/${expected.size} ` +
      `(${((100 * delivered().size) / expected.size).toFixed(0)}%), all within ${allDeliveredAfter.toFixed(0)} s of recovery ` +
      `(${((Date.now() - startedAt) / 1000).toFixed(0)} s in all); dead-lettered ${deadLetters}; ` +
      `duplicates ${duplicates} (of ${duplicatedIds.size} emails); jobs ${JSON.stringify(jobs.rows)}`,
  );

  expect(deadLetters).toBe(0);
  expect(jobs.rows.filter((row) => row.state === 'failed')).toEqual([]);
  expect(states).toEqual([{ notificationState: 'SENT', confirmationState: 'SENT', _count: ids.length }]);
  // Every email names its lead in the subject (its reference) and the Message-ID (its id), so a duplicate is recognisable.
  const references = new Map(
    (
      await testApp.services.prisma.lead.findMany({
        where: { id: { in: ids } },
        select: { id: true, referenceNumber: true },
      })
    ).map((lead) => [lead.id, `APB-${lead.referenceNumber}`]),
  );
  for (const mail of smtp.messages) {
    const id = /^<lead-([0-9a-f-]{36})\.(advisor|confirmation)@localhost>$/.exec(mail.messageId ?? '')?.[1];
    expect(id && ids.includes(id)).toBe(true);
    expect(mail.subject).toContain(references.get(id!));
  }
});
