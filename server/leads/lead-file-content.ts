// A document's bytes in the database, one chunk at a time (docs/decisions/0041-uploads-slow-
// clients-and-memory.md). Written in two steps, so that no process holds a whole document:
// first streamed from the upload's temporary file into `upload_chunks` through the driver (a
// chunk per statement; Prisma's raw queries were measured to hold several copies of each
// parameter), then moved into `lead_file_chunks` inside the lead's own transaction by one
// statement that PostgreSQL runs on its side, so a lead and its documents still commit
// together. Read back in order for the inbox's downloads, previews and exports.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type pg from 'pg';
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';

/** 64 KiB: measured under twelve concurrent 24 MB uploads, 256 KiB chunks grew the server by
 * about twice as much as 64 KiB (the driver builds each statement in memory), and PostgreSQL
 * stores a value this size out of line in 2 KB pieces either way. The migration cut older
 * documents to the same size. */
export const CHUNK_BYTES = 64 * 1024;

/** A document's bytes waiting in upload_chunks for its lead's transaction. */
export type StagedContent = { uploadId: string; chunks: number };

/** Streams a document's bytes from its file on disk into upload_chunks, one chunk per statement. */
export async function stageFileContent(pool: pg.Pool, path: string): Promise<StagedContent> {
  const uploadId = randomUUID();
  let chunks = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    await pool.query('INSERT INTO upload_chunks (upload_id, position, data) VALUES ($1, $2, $3)', [
      uploadId,
      chunks++,
      chunk,
    ]);
  }
  if (chunks === 0) {
    await pool.query(`INSERT INTO upload_chunks (upload_id, position, data) VALUES ($1, 0, ''::bytea)`, [uploadId]);
    chunks = 1;
  }
  return { uploadId, chunks };
}

const MOVE_SQL = `
  WITH staged AS (
    DELETE FROM upload_chunks AS chunk USING jsonb_to_recordset($1::jsonb) AS file("fileId" uuid, "uploadId" uuid)
    WHERE chunk.upload_id = file."uploadId"
    RETURNING file."fileId" AS file_id, chunk.position, chunk.data),
  stored AS (INSERT INTO lead_file_chunks (file_id, position, data) SELECT file_id, position, data FROM staged RETURNING file_id)
  SELECT file_id::text, count(*)::int AS chunks FROM stored GROUP BY file_id`;

/**
 * Moves staged bytes to their documents inside the lead's transaction; every chunk must be there.
 * The lead writer's batch runs on its own pg connection; documents sent from the request page
 * arrive in a Prisma transaction.
 */
export async function moveStagedContent(
  client: pg.ClientBase | Prisma.TransactionClient,
  files: (StagedContent & { fileId: string })[],
): Promise<void> {
  if (files.length === 0) return;
  type Moved = { file_id: string; chunks: number };
  const moved =
    '$queryRawUnsafe' in client
      ? await client.$queryRawUnsafe<Moved[]>(MOVE_SQL, JSON.stringify(files))
      : (await client.query<Moved>(MOVE_SQL, [JSON.stringify(files)])).rows;
  const counts = new Map(moved.map((row) => [row.file_id, row.chunks]));
  const missing = files.find((file) => counts.get(file.fileId) !== file.chunks);
  if (missing) throw new Error(`staged upload ${missing.uploadId} is incomplete`);
}

/** Staged bytes no lead took (a refused or repeated request): gone at once. */
export async function dropStagedContent(pool: pg.Pool, uploadIds: string[]): Promise<void> {
  if (uploadIds.length > 0)
    await pool.query('DELETE FROM upload_chunks WHERE upload_id = ANY($1::uuid[])', [uploadIds]);
}

/** Staged bytes left by a process that stopped between staging and its lead's commit. */
export async function removeStaleStagedContent(pool: pg.Pool, maxAgeMs: number): Promise<number> {
  const result = await pool.query(
    `DELETE FROM upload_chunks WHERE created_at < now() - $1 * interval '1 millisecond'`,
    [maxAgeMs],
  );
  return result.rowCount ?? 0;
}

/** A document's bytes in order, one chunk read at a time: what is sent never waits in memory whole. */
export async function* fileContent(prisma: Database, fileId: string): AsyncGenerator<Buffer> {
  for (let position = 0; ; position++) {
    const chunk = await prisma.leadFileChunk.findUnique({
      where: { fileId_position: { fileId, position } },
      select: { data: true },
    });
    if (!chunk) return;
    yield Buffer.from(chunk.data.buffer, chunk.data.byteOffset, chunk.data.byteLength);
  }
}

/** The whole document, for the checks that need all of it at once (the preview's): one, at most MAX_FILE_BYTES. */
export async function wholeFileContent(prisma: Database, fileId: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of fileContent(prisma, fileId)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
