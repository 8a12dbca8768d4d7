// Backups off the machine and back: each copied to a real S3-compatible server (s3rver) and
// kept BACKUP_RETAIN deep in both places, restored from the S3 copy with its queued work; the
// erasure log carried to S3 and replayed by a new machine's restore; a backup at an older
// migration level restored and migrated up; a newer version's backup refused.
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { backupRecipients, readIdentityFile } from '../../server/backup/backup-encryption';
import { objectStore } from '../../server/backup/backup-storage';
import { readErasures } from '../../server/backup/erasure-log';
import { readLastBackup } from '../../server/backup/last-backup';
import { replayErasures } from '../../server/backup/replay-erasures';
import { restoreBackup, RestoreRefusedError } from '../../server/backup/restore-backup';
import { runBackup, writeBackupFile } from '../../server/backup/run-backup';
import { migrate, readMigrations } from '../../server/db/migrate';
import { createPrisma } from '../../server/db/prisma';
import { parseEnv } from '../../server/env';
import { eraseLeads } from '../../server/leads/erase-lead';
import { wholeFileContent } from '../../server/leads/lead-file-content';
import { pdfBytes } from '../fixtures/files';
import { startS3Server } from '../setup/s3-server';
import { runCli } from '../setup/run-cli';
import { seedLead } from '../setup/seed-lead';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let testApp: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  testApp = await startTestApp({ env: { ...s3.env, BACKUP_RETAIN: '2' } });
});
afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

const identity = () => readIdentityFile(path.join(testApp.env.DATA_DIR, 'backup-key.txt'));
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** A fresh, empty database and a Prisma client on it (closed with it). */
async function freshDatabase() {
  const { url } = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return { url, prisma: createPrisma(pool), close: () => pool.end() };
}

test('each backup is copied to S3, both places keep BACKUP_RETAIN, and the S3 copy restores leads, documents and queued work', async () => {
  const { prisma, boss } = testApp.services;
  const pdf = pdfBytes('Factura S3');
  const { id: leadId } = await seedLead(prisma, {
    file: { name: 'factura.pdf', mimeType: 'application/pdf', content: pdf },
  });
  await boss.createQueue('drill-work');
  const jobId = await boss.send('drill-work', { leadId });

  const runs = [];
  for (let run = 0; run < 3; run++) {
    if (run > 0) await nextSecond();
    runs.push(await runBackup(testApp.env, testApp.database.url, 'command'));
  }
  const [first, , last] = runs;
  const name = path.basename(last!.file);
  expect(last!.locations).toEqual([last!.file, `s3://firm-backups/backups/${name}`]);
  expect((await readdir(testApp.env.BACKUP_DIR)).filter((file) => file.endsWith('.age'))).toHaveLength(2);
  const store = objectStore(testApp.env)!;
  expect(await store.download(path.basename(first!.file))).toBeUndefined();

  const recorded = await readLastBackup(prisma);
  expect(recorded.latest).toMatchObject({ outcome: 'SUCCEEDED', trigger: 'command', locations: last!.locations });
  expect(Number(recorded.latest!.bytes)).toBe(last!.bytes);
  expect(recorded.lastSucceeded).toEqual(recorded.latest);

  const target = await freshDatabase();
  try {
    const { counts } = await restoreBackup({
      databaseUrl: target.url,
      backup: async () => (await store.download(name))!,
      identity: await identity(),
      force: false,
    });
    expect(counts).toContainEqual({ table: 'public.leads', rows: 1 });
    const file = await target.prisma.leadFile.findFirstOrThrow({ where: { leadId } });
    expect((await wholeFileContent(target.prisma, file.id)).equals(pdf)).toBe(true);
    const jobs = await target.prisma.$queryRaw<{ state: string; data: unknown }[]>`
      SELECT state::text AS state, data FROM pgboss.job WHERE id = ${jobId}::uuid`;
    expect(jobs).toEqual([{ state: 'created', data: { leadId } }]);
    // The backup history stays with the machine that made it.
    expect(await target.prisma.backupRun.count()).toBe(0);
  } finally {
    await target.close();
  }
}, 120_000);

test('the erasure log goes to S3, and a new machine restoring an older backup erases the lead again', async () => {
  const { prisma, erasureLog } = testApp.services;
  const { id } = await seedLead(prisma, { name: 'Borrada Después' });
  await nextSecond();
  const backup = await runBackup(testApp.env, testApp.database.url, 'command');
  const erased = await prisma.$transaction((tx) => eraseLeads(tx, null, [id]));
  await erasureLog.record(erased);

  // The new machine has the same bucket but an empty backup folder.
  const newMachine = parseEnv({
    ...s3.env,
    NODE_ENV: 'test',
    BACKUP_DIR: await mkdtemp(path.join(tmpdir(), 'new-machine-')),
  });
  expect(await readErasures(newMachine)).toContain(id);
  const target = await freshDatabase();
  try {
    await restoreBackup({
      databaseUrl: target.url,
      backup: async () => (await objectStore(newMachine)!.download(path.basename(backup.file)))!,
      identity: await identity(),
      force: false,
    });
    expect(await target.prisma.lead.count({ where: { id } })).toBe(1);
    const replay = await replayErasures(newMachine, target.prisma);
    expect(replay.erased).toEqual([id]);
    expect(await target.prisma.lead.count({ where: { id } })).toBe(0);
  } finally {
    await target.close();
  }
}, 120_000);

test('an erasure the log missed (the process died after the commit) is added from the audit log at the next backup', async () => {
  const { prisma } = testApp.services;
  const { id } = await seedLead(prisma);
  await prisma.$transaction((tx) => eraseLeads(tx, null, [id]));
  expect(await readErasures(testApp.env)).not.toContain(id);
  await nextSecond();
  await runBackup(testApp.env, testApp.database.url, 'command');
  expect(await readErasures(testApp.env)).toContain(id);
}, 60_000);

/** An empty database migrated to `level` only, as an install of that version left it. */
async function databaseAtLevel(level: string) {
  const { adminUrl } = await createTestDatabase();
  const name = `old_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  await migrate(url, { upTo: level });
  return url;
}

test('a backup made at an older migration level is restored at that level, then migrated up', async () => {
  // Before form_type became an enum: the restore loads text, the later migration converts it.
  const url = await databaseAtLevel('20261124130000_lead_phone_e164');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const id = randomUUID();
  await client.query(
    `INSERT INTO leads (id, form_type, data, language, updated_at) VALUES ($1, 'zzp', '{"nombreCompleto": "Antigua"}', 'en', now())`,
    [id],
  );
  await client.end();
  const file = path.join(testApp.env.BACKUP_DIR, 'old-level.age');
  await writeBackupFile(url, await backupRecipients(testApp.env), file);

  const target = await freshDatabase();
  try {
    const { manifest } = await restoreBackup({
      databaseUrl: target.url,
      backup: () => createReadStream(file),
      identity: await identity(),
      force: false,
    });
    expect(manifest.migrations.at(-1)).toBe('20261124130000_lead_phone_e164');
    const lead = await target.prisma.lead.findUniqueOrThrow({
      where: { id },
      select: { formType: true, language: true },
    });
    expect(lead).toEqual({ formType: 'zzp', language: 'en' });
    const latest = await target.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM _prisma_migrations`;
    expect(Number(latest[0]!.n)).toBe((await readMigrations()).length);
  } finally {
    await target.close();
  }
}, 120_000);

test('a backup made by a newer version is refused before the database is touched', async () => {
  const url = await databaseAtLevel('20261126020000_backup_runs');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at, applied_steps_count)
    VALUES ('future', 'x', '20991231000000_from_the_future', now(), 1)`);
  await client.end();
  const file = path.join(testApp.env.BACKUP_DIR, 'newer.age');
  await writeBackupFile(url, await backupRecipients(testApp.env), file);
  const target = await freshDatabase();
  try {
    await seedLead(target.prisma);
    await expect(
      restoreBackup({
        databaseUrl: target.url,
        backup: () => createReadStream(file),
        identity: await identity(),
        force: true,
      }),
    ).rejects.toThrow(RestoreRefusedError);
    expect(await target.prisma.lead.count()).toBe(1);
  } finally {
    await target.close();
  }
}, 60_000);

test('a changed or cut backup file is refused before the database is touched, even with --force', async () => {
  // A file of several of age's 64 KiB chunks, damaged past the first: its manifest still reads.
  const scan = randomBytes(300_000);
  await seedLead(testApp.services.prisma, { file: { name: 'scan.pdf', mimeType: 'application/pdf', content: scan } });
  await nextSecond();
  const { file } = await runBackup(testApp.env, testApp.database.url, 'command');
  const whole = await readFile(file);
  expect(whole.length).toBeGreaterThan(4 * 65_536);
  const changed = Buffer.from(whole);
  changed[Math.floor(changed.length / 2)]! ^= 1;
  const target = await freshDatabase();
  try {
    await seedLead(target.prisma);
    for (const [name, bytes] of [
      ['changed.age', changed],
      ['cut.age', whole.subarray(0, whole.length - 100)],
    ] as const) {
      const damaged = path.join(testApp.env.BACKUP_DIR, name);
      await writeFile(damaged, bytes);
      await expect(
        restoreBackup({
          databaseUrl: target.url,
          backup: () => createReadStream(damaged),
          identity: await identity(),
          force: true,
        }),
      ).rejects.toThrow();
      expect(await target.prisma.lead.count()).toBe(1);
    }
  } finally {
    await target.close();
  }
}, 60_000);

test('npm run restore -- s3:latest restores the newest backup in the bucket, as a machine with no local copy does', async () => {
  await nextSecond();
  const { file } = await runBackup(testApp.env, testApp.database.url, 'command');
  const target = await freshDatabase();
  try {
    const restored = await runCli('server/cli/restore.ts', ['s3:latest'], {
      env: {
        ...s3.env,
        NODE_ENV: 'test',
        DATABASE_URL: target.url,
        // The key pair made under DATA_DIR, and an empty backup folder: the local copies are gone.
        DATA_DIR: testApp.env.DATA_DIR,
        BACKUP_DIR: await mkdtemp(path.join(tmpdir(), 'no-local-copies-')),
      },
    });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored s3://firm-backups/backups/${path.basename(file)}, the backup taken at`);
    expect(await target.prisma.lead.count()).toBe(await testApp.services.prisma.lead.count());
  } finally {
    await target.close();
  }
}, 60_000);
