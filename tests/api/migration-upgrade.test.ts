// An install of any earlier release upgrades and starts (docs/decisions/0034-migrations-never-change.md).
// For every earlier migration level (each prefix of the migration list) a database is brought up
// one migration at a time, with the data an install at that level would hold written right after
// the migration that made its tables; then it is upgraded to the latest level, and the real app
// started on it must serve the same leads, documents, notes, advisor and BSN.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { migrate, readMigrations } from '../../server/db/migrate';
import { backfillPhones } from '../../server/people/backfill-phones';
import { createFieldCipher } from '../../server/security/field-cipher';
import { inboxClient, signIn, TEST_PASSWORD } from '../setup/inbox-session';
import { startTestApp } from '../setup/test-app';

const ENCRYPTION_KEY = randomBytes(32).toString('base64');
const BSN = '111222333';
const ADVISOR = 'advisor@upgrade.test';
// Every form but the tax return, which only the first lead (the one with a BSN) uses.
const FORMS = ['contact', 'zzp', 'health', 'unemployment', 'ruling30', 'carImport', 'consultation'];

type Seed = (client: pg.Client) => Promise<Record<string, number>>;

/** What an install held at each level, written right after the named migration (its own columns only). */
const SEEDS: Record<string, Seed> = {
  '20261122050000_init': async (client) => {
    const cipher = createFieldCipher(ENCRYPTION_KEY);
    for (let i = 0; i < 20; i++) {
      const data = {
        nombreCompleto: `Persona ${i}`,
        email: `persona${i}@example.com`,
        telefono: `+31 6 1234 56${String(i).padStart(2, '0')}`,
        mensaje: `Mensaje ${i}`,
        ...(i === 0 && { bsn: cipher.encrypt(BSN) }),
      };
      await client.query(
        `INSERT INTO leads (id, form_type, data, email, language, updated_at, created_at)
         VALUES (gen_random_uuid(), $1, $2, $3, $4, now(), now() - make_interval(mins => $5))`,
        [i === 0 ? 'taxReturn' : FORMS[i % FORMS.length], data, data.email, i % 3 ? 'es' : 'en', 20 - i],
      );
    }
    for (let i = 0; i < 5; i++) {
      const content = randomBytes(1024 * (1 + i * 40));
      await client.query(
        `INSERT INTO lead_files (id, lead_id, field, original_name, mime_type, size, sha256, content)
         SELECT gen_random_uuid(), id, 'documentos', $1, 'application/pdf', $2, $3, $4
         FROM leads ORDER BY created_at LIMIT 1 OFFSET $5`,
        [`documento-${i}.pdf`, content.length, createHash('sha256').update(content).digest('hex'), content, i],
      );
    }
    return { leads: 20, lead_files: 5 };
  },
  '20261123010000_lead_inbox': async (client) => {
    const hash = await hashPassword(TEST_PASSWORD);
    await client.query(`INSERT INTO advisors (id, email, password_hash) VALUES (gen_random_uuid(), $1, $2)`, [
      ADVISOR,
      hash,
    ]);
    await client.query(`INSERT INTO advisor_sessions (id, advisor_id, expires_at)
      SELECT encode(sha256('a session'::bytea), 'hex'), id, now() + interval '1 day' FROM advisors`);
    await client.query(`INSERT INTO lead_notes (id, lead_id, author_id, body)
      SELECT gen_random_uuid(), l.id, a.id, 'Llamar el jueves' FROM leads l, advisors a ORDER BY l.created_at LIMIT 3`);
    await client.query(`INSERT INTO lead_status_changes (id, lead_id, advisor_id, from_status, to_status)
      SELECT gen_random_uuid(), l.id, a.id, 'NEW', 'CONTACTED' FROM leads l, advisors a ORDER BY l.created_at LIMIT 2`);
    await client.query(`UPDATE leads SET status = 'CONTACTED', follow_up_on = current_date
      WHERE id IN (SELECT lead_id FROM lead_status_changes)`);
    await client.query(`INSERT INTO audit_log (advisor_id, actor, action, lead_id)
      SELECT a.id, a.email, 'VIEW', l.id FROM leads l, advisors a ORDER BY l.created_at LIMIT 2`);
    return { advisors: 1, advisor_sessions: 1, lead_notes: 3, lead_status_changes: 2, audit_log: 2 };
  },
  '20261123020000_privacy_acceptance': async (client) => {
    await client.query(`UPDATE leads SET privacy_accepted_at = created_at, privacy_policy_version = '2026-11-01'`);
    return {};
  },
  '20261124100000_bot_check': async (client) => {
    await client.query(`INSERT INTO leads (id, form_type, data, email, language, status, spam_reason, updated_at)
      VALUES (gen_random_uuid(), 'contact', '{"nombreCompleto":"Bot"}', 'bot@example.com', 'es', 'SPAM', 'honeypot', now())`);
    await client.query(`INSERT INTO confirmation_quota (recipient, day, lead_ids)
      SELECT email, current_date, ARRAY[id] FROM leads ORDER BY created_at LIMIT 1`);
    return { leads: 1, confirmation_quota: 1 };
  },
  '20261124120100_push_subscriptions': async (client) => {
    await client.query(`INSERT INTO push_subscriptions (id, advisor_id, endpoint, p256dh, auth)
      SELECT gen_random_uuid(), id, 'https://push.example.test/1', 'p256dh-key', 'auth-secret' FROM advisors`);
    return { push_subscriptions: 1 };
  },
  '20261124130100_remembered_devices': async (client) => {
    await client.query(`INSERT INTO remembered_devices (id, advisor_id, token_hash, user_agent, expires_at)
      SELECT gen_random_uuid(), id, repeat('a', 64), 'Firefox on Android', now() + interval '30 days' FROM advisors`);
    return { remembered_devices: 1 };
  },
  '20261125120000_inbox_insight': async (client) => {
    await client.query(`INSERT INTO leads (id, form_type, data, email, language, utm_medium, updated_at)
      VALUES (gen_random_uuid(), 'health', '{"nombreCompleto":"Campaña","email":"c@example.com"}', 'c@example.com',
              'en', 'social', now())`);
    return { leads: 1 };
  },
};

const migrations = await readMigrations();
const adminUrl = inject('postgresAdminUrl');
const databases: string[] = [];

afterAll(async () => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

async function emptyDatabase() {
  const name = `upgrade_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  return { name, adminUrl, url: adminUrl.replace(/\/postgres$/, `/${name}`) };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function count(client: pg.Client, table: string): Promise<number> {
  return Number((await client.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
}

describe.concurrent.each(migrations.slice(0, -1).map((migration, index) => [index + 1, migration.name] as const))(
  'an install at level %i (%s)',
  (_, level) => {
    test('upgrades to the latest migration and starts with all its data', async () => {
      const database = await emptyDatabase();
      const expected: Record<string, number> = {};
      for (const migration of migrations.filter((m) => m.name <= level)) {
        await migrate(database.url, { upTo: migration.name });
        const seed = SEEDS[migration.name];
        if (!seed) continue;
        const added = await withClient(database.url, seed);
        for (const [table, rows] of Object.entries(added)) expected[table] = (expected[table] ?? 0) + rows;
      }
      const files = await withClient(database.url, async (client) =>
        expected.lead_files ? (await client.query('SELECT id, sha256 FROM lead_files ORDER BY id')).rows : [],
      );

      const applied = await migrate(database.url);
      expect(applied).toEqual(migrations.filter((m) => m.name > level).map((m) => m.name));
      await backfillPhones(database.url);

      await withClient(database.url, async (client) => {
        for (const [table, rows] of Object.entries(expected)) expect(await count(client, table), table).toBe(rows);
        const stored = await client.query(
          `SELECT f.id, encode(sha256(string_agg(c.data, ''::bytea ORDER BY c.position)), 'hex') AS sha256
           FROM lead_files f JOIN lead_file_chunks c ON c.file_id = f.id GROUP BY f.id ORDER BY f.id`,
        );
        expect(stored.rows).toEqual(files);
        const references = await client.query('SELECT count(DISTINCT reference_number) FROM leads');
        expect(Number(references.rows[0].count)).toBe(expected.leads ?? 0);
      });
      if (!expected.advisors) return;

      // The upgraded install starts: the real app signs the advisor in and serves her leads.
      const started = await startTestApp({ database, encryptionKey: ENCRYPTION_KEY });
      try {
        const response = await signIn(started.app, ADVISOR);
        expect(response.status).toBe(200);
        const inbox = inboxClient(started.app, response.headers['set-cookie']![0]!.split(';')[0]!);
        const list = await inbox.get('/leads');
        expect(list.status).toBe(200);
        const spam = expected.leads === 20 ? 0 : 1;
        expect(list.body.total).toBe((expected.leads ?? 0) - spam);
        const taxLead = await started.services.prisma.lead.findFirstOrThrow({ where: { formType: 'taxReturn' } });
        const bsn = await inbox.post(`/leads/${taxLead.id}/bsn`);
        expect(bsn.body).toEqual({ bsn: BSN });
        const detail = await inbox.get(`/leads/${taxLead.id}`);
        expect(detail.status).toBe(200);
        expect(detail.body.files).toHaveLength(1);
        const [file] = detail.body.files as { id: string }[];
        const original = await inbox.get(`/leads/${taxLead.id}/files/${file!.id}/original`).buffer(true);
        expect(
          createHash('sha256')
            .update(original.body as Buffer)
            .digest('hex'),
        ).toBe(files.find((row) => row.id === file!.id)?.sha256);
        const first = await request(started.app).get('/').set('Accept', 'text/html');
        expect(first.status).toBeLessThan(500);
      } finally {
        await started.close();
      }
    });
  },
);
