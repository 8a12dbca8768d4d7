// Applies prisma/migrations without Prisma's schema engine (it cannot be downloaded
// where this project is built), keeping the bookkeeping `prisma migrate deploy` uses:
// the same _prisma_migrations table, SHA-256 checksums of migration.sql and the same
// advisory lock, so either tool can take over from the other. A migration that has landed never
// changes (prisma/landed-migrations.json, docs/decisions/0034-migrations-never-change.md): the
// only other checksums accepted are the earlier versions that list names.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../prisma/migrations');
export const LANDED_MIGRATIONS_FILE = path.resolve(import.meta.dirname, '../../prisma/landed-migrations.json');
// Prisma Migrate's advisory lock key, so this and `prisma migrate deploy` never run at once.
const PRISMA_MIGRATE_LOCK = 72707369;

const BOOKKEEPING_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

type Migration = { name: string; sql: string; checksum: string };

export type LandedMigration = { name: string; sha256: string; earlier?: { sha256: string; was: string }[] };

export async function readLandedMigrations(file = LANDED_MIGRATIONS_FILE): Promise<LandedMigration[]> {
  return (JSON.parse(await readFile(file, 'utf8')) as { migrations: LandedMigration[] }).migrations;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

export type MigrateOptions = {
  dir?: string;
  /** Apply only the migrations up to and including this one: the upgrade test's earlier levels, and a
   * restore, which loads a backup at its own level and then migrates up (server/backup/). */
  upTo?: string;
  /** Told when an applied migration's earlier version is accepted (its checksum is then brought up to date). */
  onEarlierVersion?: (name: string, was: string) => void;
};

/** Applies pending migrations in order; returns the names it applied. */
export async function migrate(databaseUrl: string, options: MigrateOptions = {}): Promise<string[]> {
  const { dir = MIGRATIONS_DIR, upTo, onEarlierVersion } = options;
  const all = await readMigrations(dir);
  if (upTo !== undefined && !all.some((migration) => migration.name === upTo)) {
    throw new Error(`No migration ${upTo} in ${dir}.`);
  }
  const migrations = all.filter((migration) => upTo === undefined || migration.name <= upTo);
  const earlier = new Map(
    (await readLandedMigrations()).flatMap(({ name, earlier = [] }) =>
      earlier.map((version) => [`${name}:${version.sha256}`, version.was] as const),
    ),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    await client.query(BOOKKEEPING_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row]));
    const done: string[] = [];
    for (const migration of migrations) {
      const previous = applied.get(migration.name);
      if (previous?.finished_at === null) {
        throw new Error(`Migration ${migration.name} failed earlier; fix the database and mark it rolled back.`);
      }
      if (previous) {
        if (previous.checksum === migration.checksum) continue;
        const was = earlier.get(`${migration.name}:${previous.checksum}`);
        if (was === undefined) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied (applied ${previous.checksum}, ` +
              `now ${migration.checksum}). A migration that has landed never changes: ` +
              `see docs/decisions/0034-migrations-never-change.md.`,
          );
        }
        // A version this install applied before its comments were edited (or before a repair
        // migration that follows): the same schema, so the record takes today's checksum.
        await client.query('UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2', [
          migration.checksum,
          migration.name,
        ]);
        onEarlierVersion?.(migration.name, was);
        continue;
      }
      await applyOne(client, migration);
      done.push(migration.name);
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]).catch(() => {});
    await client.end();
  }
}

async function applyOne(client: pg.Client, migration: Migration): Promise<void> {
  // One transaction per migration, bookkeeping included: a failure leaves neither a
  // half-applied schema nor a record, so the next start retries once the SQL is fixed.
  try {
    await client.query('BEGIN');
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`Migration ${migration.name} failed: ${String(error)}`, { cause: error });
  }
}
