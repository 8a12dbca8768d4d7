// `npm run backup`: one backup now, of the server's database (DATABASE_URL or the embedded one,
// shared with a running `npm start`), to BACKUP_DIR and S3 when configured. Says what it holds;
// its last line is the file's path, for scripts.
import { openCliDatabase } from './database';
import { ConfigError } from '../env';
import { readToolEnv } from '../config/local-start';
import { runBackup } from '../backup/run-backup';

async function main(): Promise<number> {
  const env = readToolEnv(process.env);
  const database = await openCliDatabase(env);
  try {
    const started = Date.now();
    const result = await runBackup(env, database.url, 'command');
    for (const { table, rows } of result.counts) console.log(`  ${table}: ${rows} rows`);
    console.log(
      `Backup of ${result.bytes.toLocaleString('en')} bytes in ${((Date.now() - started) / 1000).toFixed(1)} s, encrypted.`,
    );
    for (const location of result.locations.slice(1)) console.log(`Copied to ${location}`);
    console.log(result.file);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `Backup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
