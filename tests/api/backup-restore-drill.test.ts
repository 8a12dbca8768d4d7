// The restore drill (docs/DEPLOY.md "Restore after a lost machine"), as an operator does it:
// a server on its embedded PostgreSQL receives leads with documents and a BSN, `npm run backup`
// writes an encrypted file, a lead is erased afterwards, the data folder is destroyed, and
// `npm run restore` loads the file into a fresh data folder. A real server started on that
// folder shows the same leads, the same document bytes and a BSN that decrypts; the erased
// lead stays erased; a second restore is refused without --force.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { listBackedUpTables } from '../../server/backup/snapshot-tables';
import { pdfBytes, pngBytes } from '../fixtures/files';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { botProof } from '../setup/bot-check';
import { freePort } from '../setup/free-port';
import { runCli } from '../setup/run-cli';
import { startServerProcess, type ServerProcess } from '../setup/server-process';
import { createTestSmtp, type TestSmtp } from '../setup/smtp-server';

const ADVISOR = { email: 'drill@example.test', password: 'restore drill passphrase 42' };
const pdf = pdfBytes('Jaaropgaaf drill');
const png = pngBytes();

let root: string;
let smtp: TestSmtp;
let server: ServerProcess | undefined;
const encryptionKey = randomBytes(32).toString('base64');

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'backup-drill-'));
  smtp = await createTestSmtp();
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await rm(root, { recursive: true, force: true });
});

/** One machine's configuration: its own data folder and embedded PostgreSQL, the shared backup folder. */
async function machine(name: string) {
  const env = {
    NODE_ENV: 'development',
    DATA_DIR: path.join(root, name, '.data'),
    EMBEDDED_PG_PORT: String(await freePort()),
    BACKUP_DIR: path.join(root, 'backups'),
    BACKUP_SCHEDULE: 'off',
    DATA_ENCRYPTION_KEY: encryptionKey,
    // The drill sends at once what a person fills in over minutes.
    BOT_MIN_FILL_SECONDS: '0',
  };
  return {
    env,
    start: async () => (server = await startServerProcess({ smtpUrl: smtp.url, env })),
    /** Row counts of every backed-up table, read straight from its database. */
    counts: async () => {
      const secrets = JSON.parse(await readFile(path.join(env.DATA_DIR, 'secrets.json'), 'utf8')) as {
        embeddedPostgresPassword: string;
      };
      const client = new pg.Client({
        connectionString: `postgresql://postgres:${encodeURIComponent(secrets.embeddedPostgresPassword)}@127.0.0.1:${env.EMBEDDED_PG_PORT}/app`,
      });
      await client.connect();
      try {
        const counts: Record<string, number> = {};
        for (const { schema, table } of await listBackedUpTables(client)) {
          if (schema !== 'public') continue;
          counts[table] = Number((await client.query(`SELECT count(*) AS n FROM public."${table}"`)).rows[0].n);
        }
        return counts;
      } finally {
        await client.end();
      }
    },
  };
}

async function signIn(url: string) {
  const response = await fetch(`${url}/inbox/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADVISOR),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return (route: string, init: RequestInit = {}) =>
    fetch(`${url}/inbox/api${route}`, { ...init, headers: { cookie, origin: url, ...init.headers } });
}

async function sendTaxReturn(url: string): Promise<string> {
  const response = await request(url)
    .post(SUBMIT_PATH)
    .field('formType', 'Declaración de Impuestos')
    .field('formData', JSON.stringify(VALID_FORM_DATA.taxReturn))
    .field('language', 'es')
    .field('altcha', (await botProof(url, 'taxReturn')).altcha)
    .attach('incomeStatement', pdf, 'jaaropgaaf.pdf')
    .attach('mortgageStatement', png, 'hipoteca.png');
  expect(response.status).toBe(200);
  return response.body.id as string;
}

test('back up, lose the data folder, restore into a fresh one: same leads, documents, BSN and advisor', async () => {
  const lost = await machine('lost');
  const { url } = await lost.start();
  const added = await runCli('server/cli/advisor.ts', ['add', ADVISOR.email], {
    env: { ...lost.env, ADVISOR_PASSWORD: ADVISOR.password },
  });
  expect(added.code, added.stderr).toBe(0);
  const taxReturn = await sendTaxReturn(url);
  const contact = await request(url)
    .post(SUBMIT_PATH)
    .send({ formType: 'Contacto', formData: VALID_FORM_DATA.contact, language: 'es', ...(await botProof(url)) });
  expect(contact.status).toBe(200);
  const erasedLater = await sendTaxReturn(url);
  const inbox = await signIn(url);
  expect(
    (
      await inbox(`/leads/${taxReturn}/notes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Llamar el lunes' }),
      })
    ).ok,
  ).toBe(true);

  // The advisor's and the visitors' emails sent, so nothing in the database moves on after the backup.
  for (let waited = 0; smtp.messages.length < 6; waited += 200) {
    expect(waited, `the six emails of three leads (${smtp.messages.length} sent)`).toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const backup = await runCli('server/cli/backup.ts', [], { env: lost.env });
  expect(backup.code, backup.stderr).toBe(0);
  const file = backup.stdout.trim().split('\n').at(-1)!;
  expect(path.dirname(file)).toBe(lost.env.BACKUP_DIR);
  const sealed = await readFile(file);
  expect(sealed.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
  // Encrypted: neither the visitor's name nor a document's bytes can be read in it.
  expect(sealed.includes('María García')).toBe(false);
  expect(sealed.includes(pdf.subarray(0, 40))).toBe(false);

  // After the backup: erased, so the restore must not bring it back.
  expect((await inbox(`/leads/${erasedLater}`, { method: 'DELETE' })).status).toBe(204);
  const before = await lost.counts();
  expect(before.leads).toBe(2);

  // The machine is lost; the backup key was kept elsewhere.
  const keptKey = path.join(root, 'kept-elsewhere', 'backup-key.txt');
  await mkdir(path.dirname(keptKey));
  await copyFile(path.join(lost.env.DATA_DIR, 'backup-key.txt'), keptKey);
  await server!.stop();
  server = undefined;
  await rm(path.dirname(lost.env.DATA_DIR), { recursive: true });

  const fresh = await machine('fresh');
  const restored = await runCli('server/cli/restore.ts', [file, '--identity', keptKey], { env: fresh.env });
  expect(restored.code, restored.stderr).toBe(0);
  expect(restored.stdout).toContain('public.leads: 3 rows');
  expect(restored.stdout).toContain('public.lead_files: 4 rows');
  expect(restored.stdout).toContain('1 leads erased again');
  expect(restored.stdout).toMatch(/BSNs are sealed with key [0-9a-f]{8}: configured/);

  const { url: freshUrl } = await fresh.start();
  expect(await fresh.counts()).toEqual(before);
  const freshInbox = await signIn(freshUrl);
  const list = (await (await freshInbox('/leads')).json()) as { total: number };
  expect(list.total).toBe(2);
  expect((await freshInbox(`/leads/${erasedLater}`)).status).toBe(404);
  const detail = (await (await freshInbox(`/leads/${taxReturn}`)).json()) as {
    files: { id: string; name: string }[];
    notes: { body: string }[];
  };
  expect(detail.notes.map((note) => note.body)).toEqual(['Llamar el lunes']);
  for (const [name, bytes] of [
    ['jaaropgaaf.pdf', pdf],
    ['hipoteca.png', png],
  ] as const) {
    const stored = detail.files.find((candidate) => candidate.name === name)!;
    // The original, byte for byte (the default download is the disarmed copy: decision 0039).
    const download = await freshInbox(`/leads/${taxReturn}/files/${stored.id}/original`);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  }
  const bsn = (await (await freshInbox(`/leads/${taxReturn}/bsn`, { method: 'POST' })).json()) as { bsn: string };
  expect(bsn.bsn).toBe(VALID_FORM_DATA.taxReturn.bsn);

  // A database that holds data is not replaced unless told to.
  await server!.stop();
  server = undefined;
  const again = await runCli('server/cli/restore.ts', [file, '--identity', keptKey], { env: fresh.env });
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('The database is not empty (table');
  const forced = await runCli('server/cli/restore.ts', [file, '--identity', keptKey, '--force'], {
    env: fresh.env,
  });
  expect(forced.code, forced.stderr).toBe(0);
  expect(forced.stdout).toContain('public.leads: 3 rows');
  expect(forced.stdout).toContain('1 leads erased again');
}, 300_000);
