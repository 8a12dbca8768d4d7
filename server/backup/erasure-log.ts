// The erasure log: the id of every erased lead, one per line, kept beside the backups (and
// copied to S3 with them), never inside the database. A restore replays it, so a lead erased
// after a backup was taken never comes back with that backup (docs/DEPLOY.md "Backups").
// Written after the erasure commits; if the process dies in between, the next backup run
// adds the id from the audit log's record of the erasure (syncErasuresFromAudit).
import { existsSync } from 'node:fs';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Env } from '../env';
import type { ErasureLog } from '../leads/erase-lead';
import type { Logger } from '../logger';
import { objectStore } from './backup-storage';

export const ERASURE_LOG = 'erasures.log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Appends ids to the log (and refreshes its S3 copy). A failure is logged, never thrown: the lead is erased already. */
export function createErasureLog(env: Env, logger: Logger): ErasureLog {
  return {
    async record(ids) {
      if (ids.length === 0) return;
      try {
        await appendErasures(env, ids);
      } catch (error) {
        logger.error({ err: error, leads: ids.length }, 'erased leads not written to the erasure log');
      }
    },
  };
}

export async function appendErasures(env: Env, ids: readonly string[]): Promise<void> {
  await mkdir(env.BACKUP_DIR, { recursive: true });
  const store = objectStore(env);
  const local = path.join(env.BACKUP_DIR, ERASURE_LOG);
  // A new machine's empty folder: start from the S3 copy, or uploading would replace it with less.
  const seed = !existsSync(local) && store ? await store.download(ERASURE_LOG) : undefined;
  const file = await open(local, 'a', 0o600);
  try {
    if (seed) await file.appendFile(Buffer.concat(await seed.toArray()));
    await file.appendFile(ids.map((id) => `${id}\n`).join(''));
    await file.datasync();
  } finally {
    await file.close();
  }
  await store?.upload(ERASURE_LOG, local);
}

/** Every id in the local log and in its S3 copy. */
export async function readErasures(env: Env): Promise<Set<string>> {
  const local = await readFile(path.join(env.BACKUP_DIR, ERASURE_LOG), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const remote = await objectStore(env)?.download(ERASURE_LOG);
  const text = local + (remote ? Buffer.concat(await remote.toArray()).toString() : '');
  return new Set(text.split('\n').filter((line) => UUID.test(line)));
}

/** Adds the erasures the audit log records but the erasure log lacks; returns how many. */
export async function syncErasuresFromAudit(env: Env, client: pg.ClientBase): Promise<number> {
  const known = await readErasures(env);
  const { rows } = await client.query<{ id: string }>(
    `SELECT DISTINCT lead_id::text AS id FROM audit_log WHERE action = 'DELETE' AND lead_id IS NOT NULL`,
  );
  const missing = rows.map((row) => row.id).filter((id) => !known.has(id));
  if (missing.length > 0) await appendErasures(env, missing);
  return missing.length;
}
