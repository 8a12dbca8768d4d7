// `npm run restore -- <file> [--force] [--identity <key file>]`: loads a backup into the server's
// database (DATABASE_URL or the embedded one under DATA_DIR), replays the erasure log so no
// erased lead comes back, and says what it restored. Stop the server first.
// Runbook: docs/DEPLOY.md "Restore after a lost machine".
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadDevSecrets } from '../config/dev-secrets';
import { openCliDatabase } from './database';
import { ConfigError, type Env } from '../env';
import { readToolEnv } from '../config/local-start';
import { createFieldCipher } from '../security/field-cipher';
import { defaultIdentityFile, readIdentityFile } from '../backup/backup-encryption';
import { objectStore } from '../backup/backup-storage';
import { replayErasures } from '../backup/replay-erasures';
import { restoreBackup, RestoreRefusedError } from '../backup/restore-backup';

const USAGE = 'Usage: npm run restore -- <backup file | s3:latest | s3:<name>> [--force] [--identity <age key file>]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, identity: { type: 'string' } },
  });
  const env = readToolEnv(process.env);
  const identityFile = values.identity ?? defaultIdentityFile(env);
  if (positionals.length !== 1 || !identityFile) {
    console.error(`${USAGE}\n  In production, --identity names the file holding the backups' secret key.`);
    return 2;
  }
  const identity = await readIdentityFile(identityFile);
  const backup = await openBackup(env, positionals[0]!);
  const database = await openCliDatabase(env, { migrate: false });
  try {
    const { manifest, counts } = await restoreBackup({
      databaseUrl: database.url,
      backup: backup.open,
      identity,
      force: values.force,
    });
    const { logged, erased } = await replayErasures(env, database.prisma);
    console.log(
      `Restored ${backup.location}, the backup taken at ${manifest.createdAt} (migration level ${manifest.migrations.at(-1)}):`,
    );
    for (const { table, rows } of counts) console.log(`  ${table}: ${rows} rows`);
    console.log(`Erasure log: ${logged} ids, ${erased.length} leads erased again.`);
    console.log(await keyReport(env, manifest.encryptionKeyIds));
    return 0;
  } finally {
    await database.close();
  }
}

/** A file, or with `s3:` a backup in the bucket (`s3:latest`, the newest): what a lost machine leaves. */
async function openBackup(env: Env, source: string) {
  if (!source.startsWith('s3:')) return { location: source, open: () => createReadStream(source) };
  const store = objectStore(env);
  if (!store) throw new RestoreRefusedError(`${source}: BACKUP_S3_BUCKET is not set.`);
  const name = source === 's3:latest' ? (await store.list()).at(-1) : source.slice('s3:'.length);
  if (!name) throw new RestoreRefusedError('The bucket holds no backup.');
  const open = async () => {
    const body = await store.download(name);
    if (!body) throw new RestoreRefusedError(`No backup ${store.location(name)}.`);
    return body;
  };
  return { location: store.location(name), open };
}

/** Whether the configured DATA_ENCRYPTION_KEY (and previous keys) open the BSNs of this backup. */
async function keyReport(env: Env, needed: string[]): Promise<string> {
  const current = env.DATA_ENCRYPTION_KEY ?? (await loadDevSecrets(env.DATA_DIR)).dataEncryptionKey;
  const configured = [current, ...env.DATA_ENCRYPTION_PREVIOUS_KEYS].map((key) => createFieldCipher(key).keyId);
  const missing = needed.filter((id) => !configured.includes(id));
  if (needed.length === 0) return 'No BSN in this backup.';
  if (missing.length === 0) return `BSNs are sealed with key ${needed.join(', ')}: configured.`;
  return (
    `WARNING: BSNs are sealed with key ${missing.join(', ')}, which is not configured (configured: ${configured.join(', ')}). ` +
    'Set that DATA_ENCRYPTION_KEY (or add it to DATA_ENCRYPTION_PREVIOUS_KEYS) before starting the server.'
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof RestoreRefusedError) console.error(error.message);
    else console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
