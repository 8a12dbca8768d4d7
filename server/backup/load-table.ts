// One table of a backup into the database being restored. The application's own tables are
// at the backup's migration level, so their COPY text goes straight in. pg-boss's tables are
// at the version this application installs, which may differ from the backup's: they are
// loaded into a text-typed staging table and copied over column by column, by name, each cast
// to the installed type (a column the newer version added takes its default).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { TableBegin } from './backup-manifest';
import { quoteIdentifier } from './snapshot-tables';

export async function loadTable(
  client: pg.ClientBase,
  table: TableBegin,
  chunks: () => AsyncGenerator<Buffer>,
): Promise<number> {
  const columns = table.columns.map(quoteIdentifier).join(', ');
  if (table.schema === 'public') return copyIn(client, `public.${quoteIdentifier(table.table)} (${columns})`, chunks);
  await client.query(
    `CREATE TEMP TABLE restore_stage (${table.columns.map((name) => `${quoteIdentifier(name)} text`).join(', ')}) ON COMMIT DROP`,
  );
  const rows = await copyIn(client, `restore_stage (${columns})`, chunks);
  const { rows: installed } = await client.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`pgboss.${table.table}`],
  );
  const shared = installed.filter((column) => table.columns.includes(column.name));
  await client.query(
    `INSERT INTO pgboss.${quoteIdentifier(table.table)} (${shared.map((column) => quoteIdentifier(column.name)).join(', ')})
      SELECT ${shared.map((column) => `${quoteIdentifier(column.name)}::${column.type}`).join(', ')} FROM restore_stage
      ON CONFLICT DO NOTHING`,
  );
  await client.query('DROP TABLE restore_stage');
  return rows;
}

async function copyIn(client: pg.ClientBase, target: string, chunks: () => AsyncGenerator<Buffer>): Promise<number> {
  const stream = client.query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(Readable.from(chunks()), stream);
  return stream.rowCount;
}
