// The archive of one consistent moment: every table a backup holds, the queue and the
// sequences, read in a single REPEATABLE READ READ ONLY DEFERRABLE transaction (a snapshot
// that waits, if it must, until no serializable transaction can make it anomalous, and then
// never blocks writers). COPY … TO STDOUT is PostgreSQL's own bulk protocol, the one pg_dump
// uses for data; docs/decisions/0045-backup-format.md says why not pg_dump itself.
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ARCHIVE_HEADER, encodeFrames, FRAME, jsonFrame } from './archive-frames';
import type { Manifest } from './backup-manifest';
import { listBackedUpTables } from './snapshot-tables';

export type TableCount = { table: string; rows: number };

/** Yields the archive's bytes; `client` must not be in a transaction. Fills `counts` as tables end. */
export async function* readSnapshot(client: pg.ClientBase, counts: TableCount[]): AsyncGenerator<Buffer> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY DEFERRABLE');
  try {
    const manifest = await readManifest(client);
    const tables = await listBackedUpTables(client);
    yield Buffer.from(ARCHIVE_HEADER);
    yield* jsonFrame(FRAME.manifest, manifest);
    for (const { copy, ...table } of tables) {
      yield* jsonFrame(FRAME.tableBegin, table);
      const stream = client.query(copyTo(copy));
      for await (const chunk of stream as AsyncIterable<Buffer>) yield* encodeFrames(FRAME.data, chunk);
      yield* jsonFrame(FRAME.tableEnd, { rows: stream.rowCount });
      counts.push({ table: `${table.schema}.${table.table}`, rows: stream.rowCount });
    }
    yield* jsonFrame(FRAME.end, { tables: counts.length });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

async function readManifest(client: pg.ClientBase): Promise<Manifest> {
  const migrations = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM _prisma_migrations
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  // now() is the transaction's start: the moment the backup holds.
  const {
    rows: [about],
  } = await client.query<{ version: string; at: Date; queue: boolean }>(
    `SELECT current_setting('server_version') AS version, now() AS at, to_regclass('pgboss.version') IS NOT NULL AS queue`,
  );
  // Queried only when present: an error would end the snapshot's transaction.
  const queue = about!.queue
    ? await client.query<{ version: number }>('SELECT version FROM pgboss.version')
    : { rows: [] };
  // The key id is the third field of every sealed value, `enc:v1:<key id>:…` (server/security/field-cipher.ts).
  const keys = await client.query<{ id: string }>(
    `SELECT DISTINCT split_part(data->>'bsn', ':', 3) AS id FROM leads WHERE data->>'bsn' LIKE 'enc:v1:%' ORDER BY 1`,
  );
  // Read inside the snapshot, so each value is at least that of every row in it.
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value, true AS called
      FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY 1`,
  );
  return {
    format: 'apb-backup',
    version: 1,
    createdAt: about!.at.toISOString(),
    migrations: migrations.rows.map((row) => row.name),
    postgresVersion: about!.version,
    queueVersion: queue.rows[0]?.version ?? null,
    encryptionKeyIds: keys.rows.map((row) => row.id),
    sequences: sequences.rows,
  };
}
