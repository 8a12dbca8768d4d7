// Two real server processes on one database, as two machines behind a load balancer
// (docs/DEPLOY.md): one runs the compiled server as production does, the other through tsx.
// What must be shared is: a proof of work used on one is refused on the other, the rate limit
// and a network's intake budget count across both, the digest is sent once, and a lead is never lost
// when one instance is killed mid-request (its unanswered visitors retry on the other).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOT_CHECK_FIELD } from '../../common/api/submission';
import { addAdvisor } from '../../server/auth/advisors';
import { createPrisma } from '../../server/db/prisma';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { signedChallenge, solveProof, TEST_BOT_CHECK_SECRET } from '../setup/bot-check';
import { startServerProcess, type ServerProcess } from '../setup/server-process';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { submitOnce, type Outcome } from '../setup/submission-load';
import { createTestDatabase } from '../setup/test-database';

const BUDGET = 4;
let databaseUrl: string;
let smtp: TestSmtp;
let db: pg.Client;
const running: ServerProcess[] = [];

/** A person's request body with a proof of its own (signed as the servers sign, issued a minute ago). */
const personBody = async () =>
  JSON.stringify({
    formType: 'Contacto',
    formData: VALID_FORM_DATA.contact,
    [BOT_CHECK_FIELD]: await solveProof(await signedChallenge(TEST_BOT_CHECK_SECRET)),
  });
/** Each request from an address of its own (one proxy hop trusted), unless given one. */
const from = (address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) => ({ 'X-Forwarded-For': address });
const lead = async (id: string) =>
  (await db.query('SELECT status, spam_reason FROM leads WHERE id = $1', [id])).rows[0] as {
    status: string;
    spam_reason: string | null;
  };

/** The pair: the compiled server and the tsx one, with the same configuration. */
async function startPair(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const common = { databaseUrl, smtpUrl: smtp.url, env: { TRUST_PROXY_HOPS: '1', DATABASE_POOL_SIZE: '5', ...env } };
  const pair = await Promise.all([startServerProcess({ ...common, compiled: true }), startServerProcess(common)]);
  running.push(...pair);
  return pair;
}

beforeAll(async () => {
  // The production build of the server (part of `npm run build`), fresh for this checkout.
  execFileSync(process.execPath, ['--import', 'tsx', 'build/build-server.ts'], { stdio: 'inherit' });
  databaseUrl = (await createTestDatabase()).url;
  smtp = await createTestSmtp();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await db?.end();
  await smtp?.stop();
});

describe('with small limits', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    // Something for the digest: an advisor, and a lead nobody has contacted for two days.
    const prisma = createPrisma(new pg.Pool({ connectionString: databaseUrl, max: 1 }));
    await addAdvisor(prisma, 'ana@example.test', 'correct horse battery staple');
    await prisma.$disconnect();
    await db.query(
      `INSERT INTO leads (id, form_type, data, language, status, updated_at, created_at)
       VALUES ($1, 'contact', $2, 'es', 'NEW', now(), now() - interval '2 days')`,
      [randomUUID(), { nombreCompleto: 'Ana Antigua', telefono: '+31 6 12345678' }],
    );
    // The digest at the next whole minute at least 40 s away (the two starts take some of it),
    // Amsterdam time: both instances schedule it.
    const at = new Date(Date.now() + 100_000);
    const digestTime = at.toLocaleTimeString('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
    });
    [a, b] = await startPair({
      RATE_LIMIT_PER_MINUTE: '3',
      INTAKE_BUDGET_PER_NETWORK_PER_HOUR: String(BUDGET),
      DIGEST_TIME: digestTime,
    });
  });

  test('a proof used on one instance is refused on the other', async () => {
    const body = await personBody();
    const first = await submitOnce(a.url, randomUUID(), from(), body);
    const replay = await submitOnce(b.url, randomUUID(), from(), body);
    // The bot is answered as a person is; only the stored lead tells them apart.
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(await lead(first.id!)).toEqual({ status: 'NEW', spam_reason: null });
    expect(await lead(replay.id!)).toEqual({ status: 'SPAM', spam_reason: 'replayed' });
  });

  test('the intake budget of a network counts across both instances', async () => {
    // Every address here is in 198.51.100.0/24: one network, whose budget counts an hour from
    // its first use (server/leads/intake-budgets.ts); the proof test's person used one of it.
    // (The rate limit's leads come after: over it.)
    const window = await db.query(`SELECT points FROM rate_limits WHERE key = 'intake-network:198.51.100.0/24'`);
    const left = BUDGET - Number((window.rows[0] as { points: number } | undefined)?.points ?? 0);
    expect(left).toBeGreaterThan(0);
    const outcomes: Outcome[] = [];
    for (let i = 0; i < left + 2; i++) outcomes.push(await submitOnce([a, b][i % 2]!.url, randomUUID(), from()));
    const stored = await Promise.all(outcomes.map((outcome) => lead(outcome.id!)));
    // Past it, held to review (never silently): the advisor sees them grouped on Today.
    expect(stored).toEqual([
      ...Array(left).fill({ status: 'NEW', spam_reason: null }),
      { status: 'REVIEW', spam_reason: 'over-budget' },
      { status: 'REVIEW', spam_reason: 'over-budget' },
    ]);
  });

  test('the rate limit counts one address across both instances', async () => {
    const address = from('203.0.113.9');
    const statuses: (number | undefined)[] = [];
    for (const server of [a, b, a, b]) statuses.push((await submitOnce(server.url, randomUUID(), address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test('the digest is sent once, though both instances schedule it', async () => {
    const digests = () => smtp.messages.filter((mail) => mail.messageId?.includes('digest-')).length;
    await expect.poll(digests, { timeout: 180_000, interval: 1000 }).toBe(1);
    // Longer than pg-boss's cron check (30 s): a second instance's digest would be here by now.
    await new Promise((resolve) => setTimeout(resolve, 35_000));
    expect(digests()).toBe(1);
  }, 240_000);
});

describe('one instance killed mid-request', () => {
  test('loses no lead: acknowledged ones are stored, unanswered ones retried on the other are stored once', async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
    const [a, b] = await startPair({ RATE_LIMIT_PER_MINUTE: '100000', INTAKE_BUDGET_PER_NETWORK_PER_HOUR: '100000' });
    const before = Number((await db.query('SELECT count(*) FROM leads')).rows[0].count);
    const bodies = await Promise.all(Array.from({ length: 100 }, personBody));
    const outcomes: Outcome[] = [];
    let next = 0;
    let killed = false;
    const client = async () => {
      while (next < bodies.length) {
        const index = next++;
        const outcome = await submitOnce(a.url, `kill-${index}`, from(), bodies[index]);
        outcomes.push(outcome);
        if (outcome.id && outcomes.filter((done) => done.id).length === 30 && !killed) {
          killed = true;
          a.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, client));
    expect((await a.exited).signal).toBe('SIGKILL');
    const acknowledged = outcomes.filter((outcome) => outcome.id);
    const unanswered = outcomes.filter((outcome) => !outcome.id);
    expect(unanswered.length).toBeGreaterThan(0);

    // Every acknowledged lead is stored, whatever the kill interrupted.
    const ids = acknowledged.map((outcome) => outcome.id!);
    const found = await db.query('SELECT count(*)::int AS n FROM leads WHERE id = ANY($1::uuid[])', [ids]);
    expect(found.rows[0].n).toBe(ids.length);
    // The visitors without an answer send again, now reaching the other instance.
    for (const outcome of unanswered) {
      const index = Number(outcome.key.slice('kill-'.length));
      const retry = await submitOnce(b.url, outcome.key, from(), bodies[index]);
      expect(retry.status).toBe(200);
    }
    const stored = (
      await db.query(
        `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM leads WHERE idempotency_key LIKE 'kill-%'`,
      )
    ).rows[0] as { n: number; keys: number };
    expect(stored).toEqual({ n: bodies.length, keys: bodies.length });
    expect(Number((await db.query('SELECT count(*) FROM leads')).rows[0].count)).toBe(before + bodies.length);
    // The survivor's workers tell the advisor of every one of them, those the dead one had queued too.
    const advisorMails = () => smtp.messages.filter((mail) => /lead-.+\.advisor@/.test(mail.messageId ?? '')).length;
    const notified = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM leads WHERE idempotency_key LIKE 'kill-%' AND notification_state = 'SENT'`,
        )
      ).rows[0].n as number;
    await expect.poll(notified, { timeout: 120_000, interval: 1000 }).toBe(bodies.length);
    expect(advisorMails()).toBeGreaterThanOrEqual(bodies.length);
    console.log(
      `killed after ${acknowledged.length} acknowledged of ${outcomes.length} sent; ${unanswered.length} unanswered, ` +
        `retried on the other instance; ${stored.n} stored once each, all notified`,
    );
  }, 300_000);
});
