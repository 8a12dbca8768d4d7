// The intake benchmark (docs/BENCHMARKS.md): accepted submissions per second through the real endpoint,
// their latency, and proof that every acknowledged submission is a row in the database;
// beside it, the one-row Prisma insert endpoint measured the same way.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { BOT_CHECK_FIELD, IDEMPOTENCY_HEADER, SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../../tests/fixtures/form-examples';
import { signedChallenge, solveProof, TEST_BOT_CHECK_SECRET } from '../../tests/setup/bot-check';
import { startBenchDatabase } from './bench-database';
import { startBenchServer, type BenchServer } from './bench-server';
import { startCpuMeter } from './process-cpu';
import { PRODUCTION_LIMITS } from './production-limits';
import { startSmtpSink } from './smtp-sink';

export type LoadResult = {
  perSecond: number;
  p50: number;
  p99: number;
  acknowledged: number;
  missing: number;
  /** Acknowledged leads the bot check judged spam: 0, or the bench measured the wrong path. */
  spam: number;
  /** Acknowledged leads held to review (a network past its budget): 0, or the senders were too few networks. */
  held: number;
  failures: number;
  /** The machine's load average over the last minute as the run ended (other work shares the cores). */
  load: number;
  /** CPU of the server's processes and of PostgreSQL's per acknowledged lead: steadier than the rate on shared cores. */
  serverCpuMs: number;
  databaseCpuMs: number;
};

// What a person's browser sends: a solved bot check for the contact form, each proof accepted
// once (the bench server signs with the tests' secret, so the proofs are made without the
// work: tests/setup/bot-check.ts). Without them every request would take the spam path.
// More than the intake can take in the time, made before the load.
const BODIES_PER_SECOND = 5_000;

type PersonRequest = { body: string; address: string };

// And each from its own network, as the proxy in front reports it (X-Forwarded-For, one
// trusted hop): the server runs with the production limits (5 leads an hour per network, 10
// requests a minute per address), which a crowd from many networks never meets. One counter
// for the whole run, so no network sends twice, whichever server it meets.
let networksUsed = 0;

/** The n-th sender: an IPv4 address in a /24 of its own (server/security/source-network.ts). */
function senderAddress(n: number): string {
  return `${1 + Math.floor(n / 65_536)}.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`;
}

async function personRequests(count: number): Promise<PersonRequest[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      address: senderAddress(networksUsed++),
      body: JSON.stringify({
        formType: 'Contacto',
        formData: { ...VALID_FORM_DATA.contact, email: `bench-${index}@example.com` },
        userEmail: `bench-${index}@example.com`,
        language: 'es',
        [BOT_CHECK_FIELD]: await solveProof(await signedChallenge(TEST_BOT_CHECK_SECRET)),
      }),
    })),
  );
}

type BenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>> & { client: pg.Client; postmaster: number };

async function benchDatabase(): Promise<BenchDatabase> {
  const database = await startBenchDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return { ...database, client, postmaster: await database.pid() };
}

/** One pair: the reference and the intake (1 process), run one after the other. */
type IntakePair = { reference: LoadResult; intake: LoadResult };

/**
 * The reference and the intake in `pairs` pairs, each side on a database of its own that only
 * its own runs fill, the order turned round from pair to pair, so that neither side meets the
 * other's rows, their vacuum or a slower minute of the machine more than the other
 * (docs/decisions/0069-intake-ratio-median-of-pairs.md). Then the intake once in 2 processes.
 */
export async function benchIntake(options: { seconds: number; connections: number; pairs: number }) {
  const [referenceDatabase, intakeDatabase] = [await benchDatabase(), await benchDatabase()];
  const smtp = await startSmtpSink();
  const run = async (database: BenchDatabase, server: BenchServer, path: string): Promise<LoadResult> => {
    const url = `${server.url}${path}`;
    await load(url, 2, options.connections, await personRequests(2 * BODIES_PER_SECOND)); // warm-up: JIT, pools, caches
    const people = await personRequests(options.seconds * BODIES_PER_SECOND);
    const serverCpu = startCpuMeter([server.pid]);
    const databaseCpu = startCpuMeter([database.postmaster]);
    const result = await load(url, options.seconds, options.connections, people);
    const perLead = (seconds: number) => (seconds * 1000) / Math.max(result.ids.length, 1);
    const [serverCpuMs, databaseCpuMs] = [perLead(serverCpu()), perLead(databaseCpu())];
    await server.stop();
    const found = await database.client.query<{ n: number; spam: number; held: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'SPAM')::int AS spam,
              count(*) FILTER (WHERE status = 'REVIEW')::int AS held
       FROM leads WHERE id = ANY($1::uuid[])`,
      [result.ids],
    );
    const counted = found.rows[0];
    return {
      ...result,
      serverCpuMs,
      databaseCpuMs,
      missing: result.ids.length - (counted?.n ?? 0),
      spam: counted?.spam ?? 0,
      held: counted?.held ?? 0,
    };
  };
  // Each run after the first on its database starts on a vacuumed one, as pgbench's runs do:
  // otherwise the vacuum of the last run's rows (seven rows a lead for the intake, one for the
  // reference) falls on the next run. A fresh database is left as it is: vacuumed empty, its
  // tables would tell the planner they stay empty, and the foreign keys' checks would scan.
  const ran = new Set<BenchDatabase>();
  const settled = async (database: BenchDatabase) => {
    if (ran.has(database)) await database.client.query('VACUUM (ANALYZE)');
    ran.add(database);
    return database;
  };
  const reference = async () =>
    run(
      await settled(referenceDatabase),
      await startBenchServer({
        databaseUrl: referenceDatabase.url,
        smtpUrl: smtp.url,
        script: 'scripts/bench/baseline-server.ts',
      }),
      '/insert',
    );
  const intake = async (processes: number) =>
    run(
      await settled(intakeDatabase),
      await startBenchServer({
        databaseUrl: intakeDatabase.url,
        smtpUrl: smtp.url,
        env: { ...PRODUCTION_LIMITS, WEB_CONCURRENCY: String(processes) },
      }),
      SUBMIT_PATH,
    );
  try {
    const pairs: IntakePair[] = [];
    for (let pair = 0; pair < options.pairs; pair++) {
      if (pair % 2 === 0) {
        const first = await reference();
        pairs.push({ reference: first, intake: await intake(1) });
      } else {
        const first = await intake(1);
        pairs.push({ reference: await reference(), intake: first });
      }
    }
    return { pairs, twoProcesses: await intake(2), emailsDelivered: smtp.received() };
  } finally {
    await smtp.stop();
    for (const database of [referenceDatabase, intakeDatabase]) {
      await database.client.end();
      await database.stop();
    }
  }
}

async function load(url: string, seconds: number, connections: number, people: PersonRequest[]) {
  let sent = 0;
  const ids: string[] = [];
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    requests: [
      {
        // Every submission carries its own Idempotency-Key, as the web forms send.
        setupRequest: (request) => {
          const person = people[sent++ % people.length]!;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': person.address,
              [IDEMPOTENCY_HEADER]: randomUUID(),
            },
            body: person.body,
          };
        },
        onResponse: (status, responseBody) => {
          if (status === 200) ids.push((JSON.parse(responseBody) as { id: string }).id);
        },
      },
    ],
  });
  if (sent > people.length)
    throw new Error(`the bench sent ${sent} requests with ${people.length} proofs: raise BODIES_PER_SECOND`);
  return {
    perSecond: ids.length / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged: ids.length,
    failures: result.non2xx + result.errors + result.timeouts,
    load: os.loadavg()[0]!,
    ids,
  };
}
