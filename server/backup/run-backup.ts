// One backup run, scheduled or from `npm run backup`: one at a time across every process
// (an advisory lock), recorded in backup_runs from start to end, the archive compressed
// (zstd) and encrypted (age) on its way to a file in BACKUP_DIR, then copied to S3 when
// configured, and the oldest beyond BACKUP_RETAIN deleted (docs/DEPLOY.md "Backups").
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createZstdCompress } from 'node:zlib';
import pg from 'pg';
import type { Env } from '../env';
import { backupRecipients, encryptStream } from './backup-encryption';
import { backupFileName, objectStore, pruneFolder } from './backup-storage';
import { ERASURE_LOG, syncErasuresFromAudit } from './erasure-log';
import { readSnapshot, type TableCount } from './read-snapshot';

// Any fixed key, used by backups alone: two runs at once would each pay for a full snapshot.
export const BACKUP_LOCK = 0x6261636b;

export type BackupTrigger = 'schedule' | 'command';
export type BackupResult = { file: string; locations: string[]; bytes: number; counts: TableCount[] };

export class BackupBusyError extends Error {
  constructor() {
    super('Another backup is running right now (on this or another server); try again when it has finished.');
  }
}

export async function runBackup(env: Env, databaseUrl: string, trigger: BackupTrigger): Promise<BackupResult> {
  const control = new pg.Client({ connectionString: databaseUrl });
  await control.connect();
  try {
    const { rows } = await control.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      BACKUP_LOCK,
    ]);
    if (!rows[0]!.locked) throw new BackupBusyError();
    const id = randomUUID();
    await control.query('INSERT INTO backup_runs (id, trigger) VALUES ($1, $2)', [id, trigger]);
    try {
      const result = await backUp(env, databaseUrl, control);
      await control.query(
        `UPDATE backup_runs SET outcome = 'SUCCEEDED', finished_at = now(), locations = $2, bytes = $3 WHERE id = $1`,
        [id, result.locations, result.bytes],
      );
      return result;
    } catch (error) {
      await control.query(`UPDATE backup_runs SET outcome = 'FAILED', finished_at = now(), error = $2 WHERE id = $1`, [
        id,
        error instanceof Error ? error.message : String(error),
      ]);
      throw error;
    }
  } finally {
    await control.end();
  }
}

async function backUp(env: Env, databaseUrl: string, control: pg.Client): Promise<BackupResult> {
  const recipients = await backupRecipients(env);
  await mkdir(env.BACKUP_DIR, { recursive: true });
  const name = backupFileName(new Date());
  const file = path.resolve(env.BACKUP_DIR, name);
  const counts = await writeBackupFile(databaseUrl, recipients, file);
  const locations = [file];
  // Before the copy to S3, so the log that goes with the backup holds every erasure so far.
  await syncErasuresFromAudit(env, control);
  const store = objectStore(env);
  if (store) {
    await store.upload(name, file);
    const erasures = path.join(env.BACKUP_DIR, ERASURE_LOG);
    if (existsSync(erasures)) await store.upload(ERASURE_LOG, erasures);
    locations.push(store.location(name));
    await store.prune(env.BACKUP_RETAIN);
  }
  await pruneFolder(env.BACKUP_DIR, env.BACKUP_RETAIN);
  return { file, locations, bytes: (await stat(file)).size, counts };
}

/** The encrypted archive of the database at one moment, written to `file` (whole, or not at all). */
export async function writeBackupFile(databaseUrl: string, recipients: string[], file: string): Promise<TableCount[]> {
  const partial = `${file}.partial`;
  const counts: TableCount[] = [];
  const reader = new pg.Client({ connectionString: databaseUrl });
  await reader.connect();
  try {
    const snapshot = Readable.from(readSnapshot(reader, counts));
    const plain = snapshot.pipe(createZstdCompress());
    // pipe() does not pass a failure on: a failed COPY must fail the file, not end it early.
    snapshot.once('error', (error) => plain.destroy(error));
    await pipeline(await encryptStream(plain, recipients), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
    return counts;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await reader.end();
  }
}
