// Which tables a backup holds, in an order a restore can load them in (a table after those
// its foreign keys point to), read from the catalogue so a table a later migration adds is
// backed up without anyone remembering to list it.
import type pg from 'pg';
import type { TableBegin } from './backup-manifest';

/**
 * Left out on purpose: the migration bookkeeping (the manifest names the level), counters that
 * expire within minutes (rate limits, used proofs), sign-ins (after a restore every advisor
 * signs in again: a backup carries no live credentials), the backup history itself, and the
 * documents still being received (`upload_chunks`: a request not yet acknowledged, whose visitor
 * is told to try again if its process stops).
 */
export const NOT_BACKED_UP = new Set([
  '_prisma_migrations',
  'rate_limits',
  'bot_check_uses',
  'advisor_sessions',
  'remembered_devices',
  'backup_runs',
  'upload_chunks',
]);

export type SnapshotTable = TableBegin & { copy: string };

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function listBackedUpTables(client: pg.ClientBase): Promise<SnapshotTable[]> {
  const { rows } = await client.query<{ table: string; columns: string[]; parents: string[] }>(`
    SELECT c.relname AS table,
      ARRAY(SELECT a.attname FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0
        AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum)::text[] AS columns,
      ARRAY(SELECT DISTINCT p.relname FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
        WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid)::text[] AS parents
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`);
  const tables = rows.filter((row) => !NOT_BACKED_UP.has(row.table));
  const ordered: SnapshotTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (row) => !placed.has(row.table) && row.parents.every((parent) => placed.has(parent) || NOT_BACKED_UP.has(parent)),
    );
    if (ready.length === 0) throw new Error("The tables' foreign keys form a cycle; the backup cannot order them.");
    for (const row of ready) {
      placed.add(row.table);
      const list = row.columns.map(quoteIdentifier).join(', ');
      ordered.push({
        schema: 'public',
        table: row.table,
        columns: row.columns,
        copy: `COPY public.${quoteIdentifier(row.table)} (${list}) TO STDOUT`,
      });
    }
  }
  return [...ordered, ...(await queueTables(client))];
}

/**
 * pg-boss's queues and all their jobs (waiting, retrying, failed, and the month of sent ones
 * kept for investigation). Its job table is partitioned, so it is read through a SELECT; the
 * queues a dead letter points to come first.
 */
async function queueTables(client: pg.ClientBase): Promise<SnapshotTable[]> {
  const columns = async (table: string) =>
    (
      await client.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0
          AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [`pgboss.${table}`],
      )
    ).rows.map((row) => row.name);
  const exists = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss'`);
  if (exists.rowCount === 0) return [];
  const queue = await columns('queue');
  const job = await columns('job');
  return [
    {
      schema: 'pgboss',
      table: 'queue',
      columns: queue,
      copy: `COPY (SELECT ${queue.map(quoteIdentifier).join(', ')} FROM pgboss.queue ORDER BY dead_letter IS NOT NULL, name) TO STDOUT`,
    },
    {
      schema: 'pgboss',
      table: 'job',
      columns: job,
      copy: `COPY (SELECT ${job.map(quoteIdentifier).join(', ')} FROM pgboss.job) TO STDOUT`,
    },
  ];
}
