// A throwaway embedded PostgreSQL for one benchmark run, migrated like the server's.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { migrate } from '../../server/db/migrate';
import { freePort } from '../../tests/setup/free-port';

export async function startBenchDatabase() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-bench-pg-'));
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort(), password: 'bench' });
  await migrate(database.url);
  return {
    url: database.url,
    /** The postmaster's process id: its tree is the database's CPU. */
    pid: async () => Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]),
    async stop() {
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
