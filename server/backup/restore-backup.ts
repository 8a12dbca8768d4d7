// A backup loaded into the configured database: refused when the database holds data unless
// forced; the schema emptied and migrated to the backup's own level, every table loaded in one
// transaction (COPY … FROM STDIN), the sequences set, then migrated up to this version's level
// (docs/decisions/0045-backup-format.md, docs/DEPLOY.md "Restore after a lost machine").
import type { Readable } from 'node:stream';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { migrate, readMigrations } from '../db/migrate';
import { FRAME, readFrames, type Frame } from './archive-frames';
import { TableBeginSchema, TableEndSchema, type Manifest } from './backup-manifest';
import { loadTable } from './load-table';
import type { TableCount } from './read-snapshot';
import { NOT_BACKED_UP } from './snapshot-tables';
import { openArchive, verifyBackup } from './verify-backup';

export class RestoreRefusedError extends Error {}

type Frames = AsyncIterator<Frame, void>;

export type RestoreResult = { manifest: Manifest; counts: TableCount[] };

export async function restoreBackup(options: {
  databaseUrl: string;
  /** Opens the backup file; called twice: once to check it whole, once to load it. */
  backup: () => Readable | Promise<Readable>;
  identity: string;
  force: boolean;
}): Promise<RestoreResult> {
  const manifest = await verifyBackup(await options.backup(), options.identity);
  await checkLevel(manifest);
  const frames = readFrames(await openArchive(await options.backup(), options.identity))[Symbol.asyncIterator]();
  await expectFrame(frames, FRAME.manifest);

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    if (!options.force) await refuseIfInUse(client);
    await resetSchema(client);
    await migrate(options.databaseUrl, { upTo: manifest.migrations.at(-1) });
    await createQueueSchema(options.databaseUrl);
    await client.query('BEGIN');
    const counts = await loadTables(client, frames);
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        sequence.name,
        sequence.value,
        sequence.called,
      ]);
    }
    await client.query('COMMIT');
    await migrate(options.databaseUrl);
    return { manifest, counts };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** A backup from a newer version names migrations this one does not have. */
async function checkLevel(manifest: Manifest): Promise<void> {
  const known = (await readMigrations()).map((migration) => migration.name);
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `This backup was made by a newer version of the application (migration ${unknown[0]}): restore it with that version or a later one.`,
    );
  }
}

async function refuseIfInUse(client: pg.Client): Promise<void> {
  const others = await client.query(
    `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  if (others.rowCount! > 0) {
    throw new RestoreRefusedError(
      `Another program is connected to this database (${others.rowCount} connections): stop the server first, or restore with --force.`,
    );
  }
  const { rows } = await client.query<{ table: string }>(
    `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition`,
  );
  for (const { table } of rows.filter((row) => !NOT_BACKED_UP.has(row.table))) {
    const found = await client.query(`SELECT 1 FROM public."${table.replaceAll('"', '""')}" LIMIT 1`);
    if (found.rowCount! > 0) {
      throw new RestoreRefusedError(
        `The database is not empty (table ${table} holds data): a restore would replace it. Run again with --force to replace it.`,
      );
    }
  }
}

/** Everything goes, so the backup's level can be migrated to from nothing. */
async function resetSchema(client: pg.Client): Promise<void> {
  await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
  await client.query('DROP SCHEMA public CASCADE');
  await client.query('CREATE SCHEMA public');
}

/** pg-boss creates its own schema, at the version this application runs, once and stops. */
async function createQueueSchema(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false });
}

async function loadTables(client: pg.Client, frames: Frames): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (;;) {
    const { value: frame, done } = await frames.next();
    if (done) throw new Error('The backup file ends before its last table: it is incomplete.');
    if (frame.kind === FRAME.end) return counts;
    if (frame.kind !== FRAME.tableBegin) throw new Error(`Unexpected frame ${frame.kind} in the backup.`);
    const table = TableBeginSchema.parse(JSON.parse(frame.payload.toString()));
    let expected = 0;
    const rows = await loadTable(client, table, async function* () {
      for (;;) {
        const next = await frames.next();
        if (next.done) throw new Error(`The backup file ends inside table ${table.table}.`);
        if (next.value.kind === FRAME.data) yield next.value.payload;
        else if (next.value.kind === FRAME.tableEnd) {
          expected = TableEndSchema.parse(JSON.parse(next.value.payload.toString())).rows;
          return;
        } else throw new Error(`Unexpected frame ${next.value.kind} inside table ${table.table}.`);
      }
    });
    if (rows !== expected) throw new Error(`Table ${table.table}: ${rows} rows loaded, the backup holds ${expected}.`);
    counts.push({ table: `${table.schema}.${table.table}`, rows });
  }
}

async function expectFrame(frames: Frames, kind: Frame['kind']): Promise<Buffer> {
  const { value, done } = await frames.next();
  if (done || value.kind !== kind) throw new Error('The backup file does not start with its manifest.');
  return value.payload;
}
