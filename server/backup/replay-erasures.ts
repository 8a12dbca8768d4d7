// After a restore, every lead in the erasure log is erased again, as it was erased before
// (documents, notes, history and queue jobs with it, and an audit entry), so a lead erased
// after the backup was taken does not come back with it (server/backup/erasure-log.ts).
import type { Database } from '../db/prisma';
import type { Env } from '../env';
import { eraseLeads } from '../leads/erase-lead';
import { readErasures } from './erasure-log';

/** Returns how many ids the log holds and which leads were erased again. */
export async function replayErasures(env: Env, prisma: Database) {
  const ids = [...(await readErasures(env))];
  const erased = await prisma.$transaction((tx) => eraseLeads(tx, null, ids));
  return { logged: ids.length, erased };
}
