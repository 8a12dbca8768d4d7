// The applier accepts the earlier versions of landed migrations that prisma/landed-migrations.json
// names (installs that applied them before their comments were edited, or before the repair
// migration that follows) and refuses any other change (docs/decisions/0034-migrations-never-change.md).
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { migrate, MIGRATIONS_DIR, readLandedMigrations, readMigrations } from '../../server/db/migrate';
import { createTestDatabase } from '../setup/test-database';

const BOT_CHECK = '20261124100000_bot_check';

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function storedChecksum(url: string, name: string) {
  return (
    await query<{ checksum: string }>(url, 'SELECT checksum FROM _prisma_migrations WHERE migration_name = $1', [name])
  )[0]!.checksum;
}

test('a comment-only earlier version is accepted and its record brought up to date', async () => {
  const { url } = await createTestDatabase();
  const [entry] = (await readLandedMigrations()).filter((migration) => migration.earlier?.length);
  const earlier = entry!.earlier![0]!.sha256;
  await query(url, 'UPDATE _prisma_migrations SET checksum = $1 WHERE migration_name = $2', [earlier, entry!.name]);

  const accepted: string[] = [];
  expect(await migrate(url, { onEarlierVersion: (name) => accepted.push(name) })).toEqual([]);
  expect(accepted).toEqual([entry!.name]);
  expect(await storedChecksum(url, entry!.name)).toBe(entry!.sha256);
});

test('any other change to an applied migration stops the start and says why', async () => {
  const { url } = await createTestDatabase();
  const [first] = await readMigrations();
  await query(url, 'UPDATE _prisma_migrations SET checksum = $1 WHERE migration_name = $2', [
    '0'.repeat(64),
    first!.name,
  ]);
  await expect(migrate(url)).rejects.toThrow(/was changed after it was applied.*never changes/s);
});

test('an install of the bot check’s first version gets its missing column from the repair migration', async () => {
  // That version, as it was: this file without `submission`, and its first comment's earlier wording.
  const today = await readFile(path.join(MIGRATIONS_DIR, BOT_CHECK, 'migration.sql'), 'utf8');
  const firstVersion = today
    .replace('0021-bot-check.md', '0015-bot-check.md')
    .replace('    "submission" VARCHAR(200),\n', '');
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  for (const migration of await readMigrations()) {
    if (migration.name > BOT_CHECK) break;
    await mkdir(path.join(dir, migration.name));
    await writeFile(
      path.join(dir, migration.name, 'migration.sql'),
      migration.name === BOT_CHECK ? firstVersion : migration.sql,
    );
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `bot_check_v1_${randomBytes(4).toString('hex')}`;
  await query(adminUrl, `CREATE DATABASE ${name}`);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  await migrate(url, { dir });

  const applied = await migrate(url);
  expect(applied).toContain('20261126010000_bot_check_submission_repair');
  const columns = await query<{ column_name: string }>(
    url,
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'bot_check_uses'`,
  );
  expect(columns.map((column) => column.column_name)).toContain('submission');
  await query(adminUrl, `DROP DATABASE ${name} WITH (FORCE)`);
});
