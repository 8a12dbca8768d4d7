// The server's database for a command-line tool (advisor accounts, key rotation, backups):
// DATABASE_URL, or the embedded one under DATA_DIR; while `npm start` runs, that one is found
// answering and shared, otherwise started here and stopped again by `close`.
import pg from 'pg';
import { loadDevSecrets } from '../config/dev-secrets';
import type { Env } from '../env';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrate } from '../db/migrate';
import { createPrisma } from '../db/prisma';

/** `migrate: false` leaves the schema as it is (a restore sets its level itself). */
export async function openCliDatabase(env: Env, options: { migrate?: boolean } = {}) {
  const database = env.DATABASE_URL
    ? { url: env.DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: env.DATA_DIR,
        port: env.EMBEDDED_PG_PORT,
        password: (await loadDevSecrets(env.DATA_DIR)).embeddedPostgresPassword,
      });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // Stopping an embedded server we started closes idle connections; that is expected here.
  pool.on('error', () => {});
  const prisma = createPrisma(pool);
  if (options.migrate !== false) await migrate(database.url);
  return {
    url: database.url,
    prisma,
    close: async () => {
      await prisma.$disconnect();
      await pool.end().catch(() => {});
      await database.stop();
    },
  };
}
