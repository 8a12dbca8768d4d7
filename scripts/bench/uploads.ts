// `npm run bench -- slow-clients` and `npm run bench -- upload-memory`: the upload figures of
// docs/SECURITY.md, against the real server process with its production limits (one trusted
// proxy hop, so each sender can speak from its own address).
// slow-clients: SLOW posts from one address, then as many as there are slots from as many
// addresses, each declaring 20 MB and sending 1 KB/s; how long a visitor's upload from another
// address takes meanwhile, and what the slow ones were answered.
// upload-memory: UPLOADS concurrent valid uploads of three 8 MiB PDFs each (24 MB), after one
// upload to warm up; the server's resident memory before and at its peak, sampled every 25 ms.
import { readFile } from 'node:fs/promises';
import { UPLOAD_SLOTS } from '../../server/leads/intake-guards';
import { VALID_FORM_DATA } from '../../tests/fixtures/form-examples';
import { pdfBytes, pdfOfSize } from '../../tests/fixtures/files';
import { multipartBody, multipartPost, type PostOutcome } from '../../tests/setup/multipart-post';
import { startBenchDatabase } from './bench-database';
import { startBenchServer, type BenchServer } from './bench-server';
import { startSmtpSink } from './smtp-sink';

const MB = 1024 * 1024;
const SLOW = 4;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 12);

async function withServer(work: (server: BenchServer) => Promise<void>): Promise<void> {
  const database = await startBenchDatabase();
  const smtp = await startSmtpSink();
  const server = await startBenchServer({
    databaseUrl: database.url,
    smtpUrl: smtp.url,
    env: { TRUST_PROXY_HOPS: '1', RATE_LIMIT_PER_MINUTE: '5', INTAKE_BUDGET_PER_MINUTE: '30' },
  });
  try {
    await work(server);
  } finally {
    await server.stop();
    await smtp.stop();
    await database.stop();
  }
}

const visitorUpload = (server: BenchServer, address: string) =>
  multipartPost(
    server.url,
    multipartBody([
      { name: 'formType', value: 'Declaración de Impuestos' },
      { name: 'formData', value: JSON.stringify(VALID_FORM_DATA.taxReturn) },
      { name: 'incomeStatement', filename: 'jaaropgaaf.pdf', content: pdfBytes() },
    ]),
    { address },
  );

const slowPost = (server: BenchServer, address: string) =>
  multipartPost(
    server.url,
    multipartBody([
      { name: 'formType', value: 'Autónomos ZZP' },
      { name: 'invoices', filename: 'factura.pdf', content: Buffer.alloc(20 * MB, 0x20) },
    ]),
    { address, bytesPerSecond: 1024 },
  );

const answers = (outcomes: PostOutcome[]) =>
  Object.entries(Object.groupBy(outcomes, (outcome) => String(outcome.status)))
    .map(([status, group]) => `${group!.length} × ${status}`)
    .join(', ');

export async function benchSlowClients(): Promise<void> {
  await withServer(async (server) => {
    const fromOne = Array.from({ length: SLOW }, () => slowPost(server, '198.51.100.7'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const visitor = await visitorUpload(server, '192.0.2.10');
    console.log(
      `\nSlow clients: ${SLOW} posts from one address (20 MB declared, 1 KB/s); an upload from another address meanwhile: ${visitor.status} in ${visitor.ms} ms`,
    );
    console.log(`  the slow posts were answered: ${answers(await Promise.all(fromOne))}`);

    const fromMany = Array.from({ length: UPLOAD_SLOTS }, (_, i) => slowPost(server, `198.51.100.${20 + i}`));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting = await visitorUpload(server, '192.0.2.20');
    console.log(
      `Slow clients: ${UPLOAD_SLOTS} posts from ${UPLOAD_SLOTS} addresses hold every slot; an upload waiting meanwhile: ${waiting.status} after ${waiting.ms} ms`,
    );
    console.log(`  the slow posts were answered: ${answers(await Promise.all(fromMany))}`);
  });
}

export async function benchUploadMemory(): Promise<void> {
  await withServer(async (server) => {
    const resident = async () =>
      Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${server.pid}/status`, 'utf8'))![1]) * 1024;
    const pdf = pdfOfSize(8 * MB);
    const body = multipartBody([
      { name: 'formType', value: 'Autónomos ZZP' },
      { name: 'formData', value: JSON.stringify(VALID_FORM_DATA.zzp) },
      ...[1, 2, 3].map((i) => ({ name: 'invoices', filename: `factura-${i}.pdf`, content: pdf })),
    ]);
    // One upload first: what the first document costs once (modules loaded, code compiled) is not growth under load.
    await multipartPost(server.url, body, { address: '203.0.113.250' });
    const before = await resident();
    let peak = before;
    const sampler = setInterval(() => void resident().then((rss) => (peak = Math.max(peak, rss))), 25);
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) => multipartPost(server.url, body, { address: `203.0.113.${i + 1}` })),
    );
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(sampler);
    const after = await resident();
    console.log(
      `\nUpload memory: ${UPLOADS} concurrent uploads of 3 × 8 MiB PDFs (24 MB each): ${answers(outcomes)} in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  server RSS ${(before / MB).toFixed(0)} MB → peak ${(peak / MB).toFixed(0)} MB (growth ${((peak - before) / MB).toFixed(1)} MB, target < 150), ${(after / MB).toFixed(0)} MB after`,
    );
  });
}
