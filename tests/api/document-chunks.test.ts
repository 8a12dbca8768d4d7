// Documents stored in chunks (docs/decisions/0041-uploads-slow-clients-and-memory.md): an
// install upgraded from before keeps every document byte for byte, and a document of several
// chunks comes back whole as a download and in a lead's JSON export, both sent chunk by chunk.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { expect, inject, test } from 'vitest';
import { SUBMIT_PATH } from '../../common/api/submission';
import { MIGRATIONS_DIR, migrate } from '../../server/db/migrate';
import { CHUNK_BYTES } from '../../server/leads/lead-file-content';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { pdfOfSize } from '../fixtures/files';
import { withInboxApp } from '../setup/inbox-app';

const CHUNKS_MIGRATION = '20261126050000_lead_file_chunks';
const inbox = withInboxApp(undefined, 'chunks@example.test');

test('an install upgraded from before the chunks keeps every document byte for byte', async () => {
  // A database at the migration level before the chunks, with documents in the old column.
  const adminUrl = inject('postgresAdminUrl');
  const name = `upgrade_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const before = await mkdtemp(path.join(tmpdir(), 'migrations-before-'));
  for (const migration of await readdir(MIGRATIONS_DIR, { withFileTypes: true })) {
    if (migration.isDirectory() && migration.name < CHUNKS_MIGRATION)
      await cp(path.join(MIGRATIONS_DIR, migration.name), path.join(before, migration.name), { recursive: true });
  }
  await migrate(url, { dir: before });

  const documents = [Buffer.alloc(0), randomBytes(CHUNK_BYTES), randomBytes(2 * CHUNK_BYTES + 12_345), randomBytes(10)];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const leadId = randomUUID();
    await client.query(
      `INSERT INTO leads (id, form_type, data, language, updated_at) VALUES ($1, 'taxReturn', '{}', 'es', now())`,
      [leadId],
    );
    const ids = documents.map(() => randomUUID());
    for (const [index, content] of documents.entries()) {
      await client.query(
        `INSERT INTO lead_files (id, lead_id, field, original_name, mime_type, size, sha256, content)
         VALUES ($1, $2, 'incomeStatement', 'doc.pdf', 'application/pdf', $3, $4, $5)`,
        [ids[index], leadId, content.length, createHash('sha256').update(content).digest('hex'), content],
      );
    }

    expect(await migrate(url)).toContain(CHUNKS_MIGRATION);
    for (const [index, content] of documents.entries()) {
      const { rows } = await client.query<{ data: Buffer }>(
        'SELECT data FROM lead_file_chunks WHERE file_id = $1 ORDER BY position',
        [ids[index]],
      );
      expect(Buffer.concat(rows.map((row) => row.data)).equals(content), `document ${index}`).toBe(true);
      expect(rows.length).toBe(Math.max(1, Math.ceil(content.length / CHUNK_BYTES)));
    }
    const columns = await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'lead_files' AND column_name = 'content'`,
    );
    expect(columns.rowCount).toBe(0);
  } finally {
    await client.end();
  }
}, 60_000);

test('a document of several chunks comes back whole as a download and in the JSON export; nothing stays staged', async () => {
  const pdf = pdfOfSize(3 * CHUNK_BYTES + 1001);
  const upload = await request(inbox.testApp.app)
    .post(SUBMIT_PATH)
    .field('formType', 'Declaración de Impuestos')
    .field('formData', JSON.stringify(VALID_FORM_DATA.taxReturn))
    .attach('incomeStatement', pdf, 'jaaropgaaf.pdf');
  expect(upload.status).toBe(200);
  const id = upload.body.id as string;
  const [file] = await inbox.testApp.services.prisma.leadFile.findMany({ where: { leadId: id }, select: { id: true } });
  expect(await inbox.testApp.services.prisma.leadFileChunk.count({ where: { fileId: file!.id } })).toBe(4);
  expect(await inbox.testApp.services.prisma.uploadChunk.count()).toBe(0);

  const download = await inbox.advisor
    .get(`/leads/${id}/files/${file!.id}/original`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(download.status).toBe(200);
  expect(download.headers['content-length']).toBe(String(pdf.length));
  expect((download.body as Buffer).equals(pdf)).toBe(true);

  const exported = await inbox.advisor.get(`/leads/${id}/export.json`);
  expect(exported.status).toBe(200);
  expect(exported.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(exported.text) as { id: string; files: { contentBase64: string; size: number }[] };
  expect(body.id).toBe(id);
  expect(body.files).toHaveLength(1);
  expect(body.files[0]!.size).toBe(pdf.length);
  expect(Buffer.from(body.files[0]!.contentBase64, 'base64').equals(pdf)).toBe(true);
});
