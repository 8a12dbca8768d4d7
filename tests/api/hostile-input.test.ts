// Property-based tests of the intake against hostile input (docs/SECURITY.md): arbitrary
// JSON, multipart and raw bodies for every form type. Whatever arrives, the answer is one of
// the documented statuses (never a 500), nothing refused is stored, and the process stays
// healthy. FUZZ_RUNS sets the number of cases (2,000 here; `npm run test:fuzz` runs 50,000).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { jsonSubmission, multipartSubmission, rawRequest } from '../fuzz/hostile-bodies';
import { startTestApp, type TestApp } from '../setup/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const ALLOWED = new Set([200, 400, 413, 415, 429]);
const statuses = new Map<number, number>();
const acknowledged = new Set<string>();
let testApp: TestApp;
let server: Server;
let url: string;

beforeAll(async () => {
  testApp = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  server = testApp.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `Fuzzed requests: ${total}; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}; 5xx answers: ${fivexx}`,
  );
  await new Promise((resolve) => server?.close(resolve));
  await testApp?.close();
});

function record(response: request.Response): boolean {
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  if (response.status === 200 && typeof response.body?.id === 'string') acknowledged.add(response.body.id);
  return ALLOWED.has(response.status);
}

const runs = (share: number) => ({ numRuns: Math.ceil(RUNS * share), endOnFailure: true });
const timeout = 60_000 + RUNS * 40;

test(
  'arbitrary JSON submissions of every form get a documented status',
  async () => {
    await fc.assert(
      fc.asyncProperty(jsonSubmission, async (body) =>
        record(await request(url).post(SUBMIT_PATH).set('Content-Type', 'application/json').send(JSON.stringify(body))),
      ),
      runs(0.5),
    );
  },
  timeout,
);

test(
  'arbitrary multipart submissions with files get a documented status',
  async () => {
    await fc.assert(
      fc.asyncProperty(multipartSubmission, async ({ fields, files }) => {
        const call = request(url).post(SUBMIT_PATH);
        for (const [name, value] of fields) call.field(name, value);
        for (const file of files) call.attach(file.field, file.content, file.name);
        return record(await call);
      }),
      runs(0.35),
    );
  },
  timeout,
);

test(
  'raw bytes under any content type get a documented status',
  async () => {
    await fc.assert(
      fc.asyncProperty(rawRequest, async ({ contentType, contentEncoding, body }) => {
        const call = request(url).post(SUBMIT_PATH).set('Content-Type', contentType);
        if (contentEncoding) call.set('Content-Encoding', contentEncoding);
        return record(await call.send(body));
      }),
      runs(0.15),
    );
  },
  timeout,
);

test('afterwards the process is healthy and every stored lead was acknowledged', async () => {
  expect((await request(url).get('/healthz')).status).toBe(200);
  const stored = await testApp.services.prisma.lead.findMany({ select: { id: true } });
  expect(stored.filter((lead) => !acknowledged.has(lead.id))).toEqual([]);
  const orphans = await testApp.services.pool.query(
    'SELECT count(*)::int AS n FROM lead_files f LEFT JOIN leads l ON l.id = f.lead_id WHERE l.id IS NULL',
  );
  expect(orphans.rows[0].n).toBe(0);
});
