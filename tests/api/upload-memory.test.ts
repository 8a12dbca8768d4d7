// Large and slow uploads against the real server process (`npm start`'s server/index.ts):
// twelve concurrent valid 24 MB posts (three 8 MiB PDFs each) are all stored while the
// server's resident memory grows by less than 150 MB (documents stay on disk and go into the
// database in chunks, docs/decisions/0041-uploads-slow-clients-and-memory.md); twelve 30 MB
// posts all get 413 within the same bound, whether they declare their length (refused before
// reading) or stream it chunked (refused while streaming, at the 25 MB total); a stalled
// upload is answered 408 after the rate window, one trickling just above the minimum rate
// loses its connection at the time limit, and neither leaves a temporary file behind.
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { translate } from '../../common/forms/messages';
import { MAX_FILES_BYTES_PER_REQUEST } from '../../common/forms/uploads';
import { MIN_BYTES_PER_SECOND, RATE_WINDOW_SECONDS } from '../../server/leads/upload-slots';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { pdfOfSize } from '../fixtures/files';
import { multipartBody, multipartPost } from '../setup/multipart-post';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { startServerProcess, type ServerProcess } from '../setup/server-process';
import { createTestDatabase } from '../setup/test-database';

const MB = 1024 * 1024;
const POSTS = 12;
const POST_BYTES = 30 * MB;
const MAX_GROWTH = 150 * MB;
// Long enough for twelve valid 24 MB uploads at once on a busy machine (26 s seen at a load of 25),
// short enough to wait for in the trickling-upload test.
const TIMEOUT_SECONDS = 45;
let smtp: TestSmtp;
let server: ServerProcess;
let uploadsDir: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  smtp = await createTestSmtp();
  // The server's temporary folder (os.tmpdir()) is its own, so the test can see what it leaves.
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'upload-memory-'));
  // What a crash leaves: an old upload folder (swept at start) and a young one (another live process's, kept).
  for (const [name, age] of [
    ['intake-upload-crashed', 3600],
    ['intake-upload-live', 0],
  ] as const) {
    await mkdir(path.join(uploadsDir, name));
    await writeFile(path.join(uploadsDir, name, 'document'), 'personal data');
    const when = new Date(Date.now() - age * 1000);
    await utimes(path.join(uploadsDir, name), when, when);
  }
  server = await startServerProcess({
    databaseUrl: database.url,
    smtpUrl: smtp.url,
    env: { TMPDIR: uploadsDir, INTAKE_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS), TRUST_PROXY_HOPS: '1' },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The intake's temporary upload folders still on disk (tsx keeps its own cache there too). */
const leftovers = async () => (await readdir(uploadsDir)).filter((name) => name.startsWith('intake-upload-'));

async function residentBytes(): Promise<number> {
  const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** The highest resident memory seen while `work` runs. */
async function peakDuring<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = await residentBytes();
  const sampler = setInterval(() => void residentBytes().then((rss) => (peak = Math.max(peak, rss))), 25);
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { result, peak: Math.max(peak, await residentBytes()) };
  } finally {
    clearInterval(sampler);
  }
}

const chunk = Buffer.alloc(MB, 0x41);
let lastAddress = 0;
/** Each post from its own address (one trusted proxy hop): one address has one upload at a time. */
const nextAddress = () => `203.0.113.${++lastAddress}`;

/** ZZP invoices adding up to `bytes`: four "PDFs" of filler (refused once the total passes the limit). */
function oversizedInvoices(bytes: number): Buffer[] {
  const perFile = Buffer.concat([Buffer.from('%PDF-1.4\n'), ...Array<Buffer>(Math.ceil(bytes / 4 / MB)).fill(chunk)]);
  return multipartBody([
    { name: 'formType', value: 'Autónomos ZZP' },
    ...[0, 1, 2, 3].map((i) => ({ name: 'invoices', filename: `f${i}.pdf`, content: perFile })),
  ]);
}

const postUpload = (bytes: number, options: { declareLength: boolean; stallAfter?: number }) =>
  multipartPost(server.url, oversizedInvoices(bytes), { ...options, address: nextAddress() }).then(
    (outcome) => outcome.status,
  );

test('at start, upload folders left by a crash are removed; a young one (a live process elsewhere) is kept', async () => {
  expect(await leftovers()).toEqual(['intake-upload-live']);
  await rm(path.join(uploadsDir, 'intake-upload-live'), { recursive: true });
});

test(`${POSTS} concurrent ${POST_BYTES / MB} MB posts with a declared length all get 413; memory grows < ${MAX_GROWTH / MB} MB`, async () => {
  const before = await residentBytes();
  const { result, peak } = await peakDuring(() =>
    Promise.all(Array.from({ length: POSTS }, () => postUpload(POST_BYTES, { declareLength: true }))),
  );
  console.log(
    `Memory growth under ${POSTS} × 30 MB (declared length): ${((peak - before) / MB).toFixed(1)} MB (RSS ${(before / MB).toFixed(0)} → peak ${(peak / MB).toFixed(0)} MB)`,
  );
  expect(result).toEqual(Array(POSTS).fill(413));
  expect(peak - before).toBeLessThan(MAX_GROWTH);
}, 60_000);

test(`${POSTS} concurrent ${POST_BYTES / MB} MB chunked posts are cut at the ${MAX_FILES_BYTES_PER_REQUEST / MB} MB total while streaming: all 413, memory grows < ${MAX_GROWTH / MB} MB`, async () => {
  const before = await residentBytes();
  const { result, peak } = await peakDuring(() =>
    Promise.all(Array.from({ length: POSTS }, () => postUpload(POST_BYTES, { declareLength: false }))),
  );
  console.log(
    `Memory growth under ${POSTS} × 30 MB (chunked): ${((peak - before) / MB).toFixed(1)} MB (RSS ${(before / MB).toFixed(0)} → peak ${(peak / MB).toFixed(0)} MB)`,
  );
  expect(result).toEqual(Array(POSTS).fill(413));
  expect(peak - before).toBeLessThan(MAX_GROWTH);
  expect(await leftovers()).toEqual([]);
}, 90_000);

test(`${POSTS} concurrent valid 24 MB uploads (3 × 8 MiB PDFs each) are all stored; memory grows < ${MAX_GROWTH / MB} MB`, async () => {
  const pdf = pdfOfSize(8 * MB);
  const body = multipartBody([
    { name: 'formType', value: 'Autónomos ZZP' },
    { name: 'formData', value: JSON.stringify(VALID_FORM_DATA.zzp) },
    ...[1, 2, 3].map((i) => ({ name: 'invoices', filename: `factura-${i}.pdf`, content: pdf })),
  ]);
  // One upload first: what the first document costs once (modules loaded, code compiled) is not growth under load.
  expect((await multipartPost(server.url, body, { address: nextAddress() })).status).toBe(200);
  const before = await residentBytes();
  const { result, peak } = await peakDuring(() =>
    Promise.all(Array.from({ length: POSTS }, () => multipartPost(server.url, body, { address: nextAddress() }))),
  );
  console.log(
    `Memory growth under ${POSTS} × 24 MB valid uploads: ${((peak - before) / MB).toFixed(1)} MB (RSS ${(before / MB).toFixed(0)} → peak ${(peak / MB).toFixed(0)} MB); slowest answer ${Math.max(...result.map((r) => r.ms))} ms`,
  );
  expect(result.map((outcome) => outcome.status)).toEqual(Array(POSTS).fill(200));
  expect(peak - before).toBeLessThan(MAX_GROWTH);
  expect(await leftovers()).toEqual([]);
}, 180_000);

test('a stalled upload is answered 408 once a rate window has passed below the minimum, and leaves no temporary files', async () => {
  const outcomes = await Promise.all(
    Array.from({ length: 3 }, () =>
      multipartPost(server.url, oversizedInvoices(20 * MB), { address: nextAddress(), stallAfter: 2 * MB }),
    ),
  );
  for (const outcome of outcomes) {
    expect(outcome.status).toBe(408);
    expect(JSON.parse(outcome.body)).toEqual({ success: false, error: translate('es', 'form.tooSlow') });
    expect(outcome.ms).toBeGreaterThanOrEqual(RATE_WINDOW_SECONDS * 1000);
    expect(outcome.ms).toBeLessThan(TIMEOUT_SECONDS * 1000);
  }
  await expect.poll(leftovers, { timeout: 5000 }).toEqual([]);
}, 45_000);

test('an upload trickling just above the minimum rate loses its connection at the time limit, and leaves no temporary files', async () => {
  const started = Date.now();
  const outcome = await multipartPost(server.url, oversizedInvoices(20 * MB), {
    address: nextAddress(),
    bytesPerSecond: MIN_BYTES_PER_SECOND * 1.5,
  });
  expect(outcome.status).toBe('cut');
  expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 100);
  expect(Date.now() - started).toBeLessThan(TIMEOUT_SECONDS * 1000 + 5000);
  await expect.poll(leftovers, { timeout: 5000 }).toEqual([]);
  // The server is still well and serves the next visitor.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}, 80_000);
