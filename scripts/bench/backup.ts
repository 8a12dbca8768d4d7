// `npm run bench -- backup`: a backup of LEADS leads (default 10,000) each with one document of
// DOC_KB KB (default 100, random bytes: scans and photos do not compress), then a restore of
// it into an empty database; prints duration, size, peak memory and throughput
// (docs/DEPLOY.md "Backups").
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { readIdentityFile } from '../../server/backup/backup-encryption';
import { restoreBackup } from '../../server/backup/restore-backup';
import { runBackup } from '../../server/backup/run-backup';
import { parseEnv } from '../../server/env';
import { startBenchDatabase } from './bench-database';

const LEADS = Number(process.env.LEADS ?? 10_000);
const DOC_KB = Number(process.env.DOC_KB ?? 100);
const BATCH = 50;

export async function benchBackup() {
  const database = await startBenchDatabase();
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-backup-'));
  const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: folder, BACKUP_DIR: path.join(folder, 'backups') });
  try {
    await seed(database.url);
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
    const data = await databaseSize(database.url);
    console.log(
      `\nBackup: ${LEADS} leads, each with one ${DOC_KB} KB document and a queued email; database ${mb(data)}`,
    );
    console.log(`process RSS before: ${mb(process.memoryUsage().rss)}`);

    const backup = await measure(() => runBackup(env, database.url, 'command'));
    console.log(
      `backup: ${backup.seconds.toFixed(1)} s, ${mb(backup.result.bytes)} written (${(data / 1e6 / backup.seconds).toFixed(0)} MB/s of database), ${backup.cpuSeconds.toFixed(0)} CPU-s in this process, peak RSS ${mb(backup.peakRss)}`,
    );

    const targetUrl = await createDatabase(database.url, 'restore_target');
    const restore = await measure(async () =>
      restoreBackup({
        databaseUrl: targetUrl,
        backup: () => createReadStream(backup.result.file),
        identity: await readIdentityFile(path.join(folder, 'backup-key.txt')),
        force: false,
      }),
    );
    const leads = restore.result.counts.find((count) => count.table === 'public.leads')?.rows;
    console.log(
      `restore: ${restore.seconds.toFixed(1)} s for ${leads} leads (load, indexes and migrate up), ${restore.cpuSeconds.toFixed(0)} CPU-s in this process, peak RSS ${mb(restore.peakRss)}`,
    );
  } finally {
    await database.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

async function seed(url: string) {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss' });
  boss.on('error', () => {});
  await boss.start();
  await boss.createQueue('lead-mail');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (let start = 0; start < LEADS; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, LEADS - start) }, () => randomUUID());
    await client.query(
      `INSERT INTO leads (id, form_type, data, email, language, updated_at)
        SELECT id, 'taxReturn', jsonb_build_object('nombreCompleto', 'Persona ' || n, 'bsn', 'enc:v1:abcd1234:' || md5(id::text),
          'mensaje', repeat('Necesito ayuda con mi declaración. ', 10)), 'persona' || n || '@example.com', 'es', now()
        FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
      [ids],
    );
    const documents = ids.map(() => randomBytes(DOC_KB * 1024));
    await client.query(
      `INSERT INTO lead_files (id, lead_id, field, original_name, mime_type, size, sha256, content)
        SELECT gen_random_uuid(), lead_id, 'incomeStatement', 'jaaropgaaf.pdf', 'application/pdf', $3, repeat('0', 64), content
        FROM unnest($1::uuid[], $2::bytea[]) AS t(lead_id, content)`,
      [ids, documents, DOC_KB * 1024],
    );
    await boss.insert(
      'lead-mail',
      ids.map((leadId) => ({ data: { leadId, mail: 'advisor' } })),
    );
  }
  await client.end();
  await boss.stop({ graceful: false });
}

async function measure<T>(run: () => Promise<T>) {
  let peakRss = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  const started = performance.now();
  try {
    const result = await run();
    const used = process.cpuUsage(cpu);
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
      peakRss,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function databaseSize(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes');
  await client.end();
  return Number(rows[0]!.bytes);
}

async function createDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return url.replace(/\/app$/, `/${name}`);
}
