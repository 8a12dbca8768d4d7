// The intake benchmark (docs/BENCHMARKS.md): accepted submissions per second through the real endpoint,
// their latency, and proof that every acknowledged submission is a row in the database;
// beside it, the one-row Prisma insert endpoint measured the same way.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { BOT_CHECK_FIELD, IDEMPOTENCY_HEADER, SUBMIT_PATH } from '../../common/api/submission';
import { VALID_FORM_DATA } from '../../tests/fixtures/form-examples';
import { signedChallenge, solveProof, TEST_BOT_CHECK_SECRET } from '../../tests/setup/bot-check';
import { startBenchDatabase } from './bench-database';
import { startBenchServer, type BenchServer } from './bench-server';
import { startSmtpSink } from './smtp-sink';

export type LoadResult = {
  perSecond: number;
  p50: number;
  p99: number;
  acknowledged: number;
  missing: number;
  /** Acknowledged leads the bot check judged spam: 0, or the bench measured the wrong path. */
  spam: number;
  failures: number;
};

// What a person's browser sends: its own address and a solved bot check, each proof accepted
// once (the bench server signs with the tests' secret, so the proofs are made without the
// work: tests/setup/bot-check.ts). Without them every request would take the spam path.
// More than the intake can take in the time (it does about 1,500/s), made before the load.
const BODIES_PER_SECOND = 5_000;

async function personBodies(count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) =>
      JSON.stringify({
        formType: 'Contacto',
        formData: { ...VALID_FORM_DATA.contact, email: `bench-${index}@example.com` },
        userEmail: `bench-${index}@example.com`,
        language: 'es',
        [BOT_CHECK_FIELD]: await solveProof(await signedChallenge(TEST_BOT_CHECK_SECRET)),
      }),
    ),
  );
}

export async function benchIntake(options: { seconds: number; connections: number; processes: number[] }) {
  const database = await startBenchDatabase();
  const smtp = await startSmtpSink();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const run = async (server: BenchServer, path: string) => {
    await load(`${server.url}${path}`, 2, options.connections); // warm-up: JIT, pools, caches
    const result = await load(`${server.url}${path}`, options.seconds, options.connections);
    await server.stop();
    const found = await client.query<{ n: number; spam: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'SPAM')::int AS spam FROM leads WHERE id = ANY($1::uuid[])`,
      [result.ids],
    );
    return { ...result, missing: result.ids.length - (found.rows[0]?.n ?? 0), spam: found.rows[0]?.spam ?? 0 };
  };
  try {
    const baseline = await run(
      await startBenchServer({
        databaseUrl: database.url,
        smtpUrl: smtp.url,
        script: 'scripts/bench/baseline-server.ts',
      }),
      '/insert',
    );
    const intake: Record<number, LoadResult> = {};
    for (const processes of options.processes) {
      intake[processes] = await run(
        await startBenchServer({
          databaseUrl: database.url,
          smtpUrl: smtp.url,
          env: { WEB_CONCURRENCY: String(processes) },
        }),
        SUBMIT_PATH,
      );
    }
    return { baseline, intake, emailsDelivered: smtp.received() };
  } finally {
    await client.end();
    await smtp.stop();
    await database.stop();
  }
}

async function load(url: string, seconds: number, connections: number) {
  const bodies = await personBodies(seconds * BODIES_PER_SECOND);
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
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
          body: bodies[sent++ % bodies.length],
        }),
        onResponse: (status, responseBody) => {
          if (status === 200) ids.push((JSON.parse(responseBody) as { id: string }).id);
        },
      },
    ],
  });
  if (sent > bodies.length)
    throw new Error(`the bench sent ${sent} requests with ${bodies.length} proofs: raise BODIES_PER_SECOND`);
  return {
    perSecond: ids.length / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged: ids.length,
    failures: result.non2xx + result.errors + result.timeouts,
    ids,
  };
}
