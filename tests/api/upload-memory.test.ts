// Large and slow uploads against the real server process (`npm start`'s server/index.ts):
// twelve concurrent 30 MB posts all get 413 while the server's resident memory grows by
// less than 150 MB, whether they declare their length (refused before reading) or stream it
// chunked (refused while streaming, at the 25 MB total); uploads left unfinished lose their
// connection at the intake's time limit and leave no temporary file behind.
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { MAX_FILES_BYTES_PER_REQUEST } from '../../common/forms/uploads';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';
import { startServerProcess, type ServerProcess } from '../setup/server-process';
import { createTestDatabase } from '../setup/test-database';

const MB = 1024 * 1024;
const POSTS = 12;
const POST_BYTES = 30 * MB;
const MAX_GROWTH = 150 * MB;
// Long enough for the bursts below on a busy machine, short enough to wait for in the stalled-upload test.
const TIMEOUT_SECONDS = 15;
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
    env: { TMPDIR: uploadsDir, INTAKE_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) },
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

const BOUNDARY = 'memory-test-boundary';
const chunk = Buffer.alloc(MB, 0x41);

/**
 * A multipart post of invoices adding up to `bytes`, sent 1 MB at a time as the server takes
 * it. `declareLength`: a Content-Length header, else chunked. `stallAfter`: stop sending after
 * that many bytes and keep the connection open. Answers the status, or 'cut' if the server
 * closed the connection without one.
 */
function postUpload(bytes: number, options: { declareLength: boolean; stallAfter?: number }): Promise<number | 'cut'> {
  const files = 4;
  const perFile = Math.ceil(bytes / files);
  const part = (i: number) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="invoices"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
  const fields = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formType"\r\n\r\nAutónomos ZZP\r\n`,
  );
  const end = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length =
    fields.length +
    Array.from({ length: files }, (_, i) => part(i).length + perFile + 2).reduce((a, b) => a + b) +
    end.length -
    2;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: number | 'cut') => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    const request = http.request(`${server.url}${SUBMIT_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(options.declareLength && { 'Content-Length': String(length) }),
      },
    });
    request.on('response', (response) => {
      response.resume();
      settle(response.statusCode!);
      request.destroy();
    });
    // A write refused by a server that already answered arrives before or after the answer.
    request.on('error', () => setTimeout(() => settle('cut'), 200));
    request.on('close', () => setTimeout(() => settle('cut'), 200));
    void (async () => {
      let sent = 0;
      const write = async (data: Buffer) => {
        if (request.destroyed) return false;
        sent += data.length;
        if (!request.write(data)) await new Promise((resolve) => request.once('drain', resolve).once('close', resolve));
        return !request.destroyed;
      };
      if (!(await write(fields))) return;
      for (let i = 0; i < files; i++) {
        if (!(await write(part(i)))) return;
        for (let left = perFile; left > 0; left -= chunk.length) {
          if (options.stallAfter !== undefined && sent >= options.stallAfter) return;
          if (!(await write(left >= chunk.length ? chunk : chunk.subarray(0, left)))) return;
        }
        if (!(await write(Buffer.from('\r\n')))) return;
      }
      request.end(end.subarray(2));
    })();
  });
}

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

test('unfinished uploads lose their connection at the time limit and leave no temporary files', async () => {
  const started = Date.now();
  const outcomes = await Promise.all(
    Array.from({ length: 3 }, () => postUpload(20 * MB, { declareLength: true, stallAfter: 5 * MB })),
  );
  expect(outcomes).toEqual(Array(3).fill('cut'));
  expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 100);
  expect(Date.now() - started).toBeLessThan(TIMEOUT_SECONDS * 1000 + 5000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await leftovers()).toEqual([]);
  // The server is still well and serves the next visitor.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}, 45_000);
