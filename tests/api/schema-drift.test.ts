// The hand-written migrations (prisma/migrations/*/migration.sql), applied to an empty
// database by server/db/migrate.ts, must create exactly what prisma/schema.prisma describes.
// The schema engine cannot run here, so tests/setup/schema-drift.ts compares the two by hand;
// the mutation tests below prove that the comparison does see drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeDatabase, diffSchema, type DatabaseDescription } from '../setup/schema-drift';
import { createTestDatabase } from '../setup/test-database';

const SCHEMA = readFileSync(path.resolve(import.meta.dirname, '../../prisma/schema.prisma'), 'utf8');

let client: pg.Client;
let database: DatabaseDescription;

beforeAll(async () => {
  client = new pg.Client({ connectionString: (await createTestDatabase()).url });
  await client.connect();
  database = await describeDatabase(client);
});
afterAll(async () => {
  await client?.end();
});

/** The schema text with `from` replaced by `to`; `from` must occur exactly once. */
function editSchema(from: string, to: string): string {
  expect(SCHEMA.split(from).length - 1, `"${from}" in schema.prisma`).toBe(1);
  return SCHEMA.replace(from, to);
}

test('the migrated database matches prisma/schema.prisma', () => {
  expect(database.tables.size).toBeGreaterThan(0);
  expect(diffSchema(SCHEMA, database)).toEqual([]);
});

test.each([
  {
    change: 'an optional field made required',
    from: 'email              String?',
    to: 'email              String ',
    differences: ['leads.email: nullable in DB, required in schema'],
  },
  {
    change: 'a column type',
    from: 'String?       @db.VarChar(254)',
    to: 'String?       @db.VarChar(320)',
    differences: ['leads.email: type character varying(254) in DB, character varying(320) in schema'],
  },
  {
    change: 'a timestamp without its native type',
    from: 'createdAt          DateTime      @default(now()) @map("created_at") @db.Timestamptz(3)',
    to: 'createdAt          DateTime      @default(now()) @map("created_at")',
    differences: ['leads.created_at: type timestamp(3) with time zone in DB, timestamp(3) without time zone in schema'],
  },
  {
    change: 'an enum default',
    from: '@default(NEW)',
    to: '@default(WON)',
    differences: [`leads.status: default 'NEW'::"LeadStatus" in DB, default 'WON' in schema`],
  },
  {
    change: 'a new field',
    from: '  size         Int\n',
    to: '  size         Int\n  pages        Int?\n',
    differences: ['lead_files.pages: column missing in DB (LeadFile.pages)'],
  },
  {
    change: 'an enum value',
    from: '  SPAM\n',
    to: '  SPAM\n  ARCHIVED\n',
    differences: [
      'enum LeadStatus: values (NEW, CONTACTED, IN_PROGRESS, WON, LOST, REVIEW, SPAM) in DB, (NEW, CONTACTED, IN_PROGRESS, WON, LOST, REVIEW, SPAM, ARCHIVED) in schema',
    ],
  },
  {
    change: 'an index dropped',
    from: '  @@index([notificationState])\n',
    to: '',
    differences: ['leads: index leads_notification_state_idx (notification_state) in DB, not in schema'],
  },
  {
    change: 'an index sort order',
    from: '@@index([createdAt(sort: Desc), id])',
    to: '@@index([createdAt, id])',
    differences: ['leads: index leads_created_at_id_idx (created_at DESC, id) in DB, (created_at, id) in schema'],
  },
  {
    change: 'a unique constraint dropped',
    from: '@unique @map("idempotency_key")',
    to: '@map("idempotency_key")',
    differences: ['leads: index leads_idempotency_key_key UNIQUE (idempotency_key) in DB, not in schema'],
  },
  {
    change: 'a referential action',
    from: 'lead         Lead     @relation(fields: [leadId], references: [id], onDelete: Cascade)',
    to: 'lead         Lead     @relation(fields: [leadId], references: [id], onDelete: Restrict)',
    differences: [
      'lead_files: foreign key lead_files_lead_id_fkey (lead_id) REFERENCES leads(id) ON DELETE CASCADE ON UPDATE CASCADE in DB, ' +
        '(lead_id) REFERENCES leads(id) ON DELETE RESTRICT ON UPDATE CASCADE in schema',
    ],
  },
  {
    change: 'a table renamed',
    from: '@@map("rate_limits")',
    to: '@@map("rate_limit")',
    differences: ['rate_limit: table missing in DB (model RateLimit)', 'rate_limits: table in DB, not in schema'],
  },
])('the check reports drift in the schema: $change', ({ from, to, differences }) => {
  expect(diffSchema(editSchema(from, to), database)).toEqual(differences);
});

test('the check reports drift in the database', async () => {
  // DDL is transactional in PostgreSQL: change the migrated database, look, and roll back.
  await client.query('BEGIN');
  try {
    await client.query('ALTER TABLE lead_files ALTER COLUMN size DROP NOT NULL');
    await client.query('ALTER TABLE leads ALTER COLUMN status DROP DEFAULT');
    await client.query('DROP INDEX leads_status_created_at_id_idx');
    await client.query('ALTER TABLE rate_limits ADD COLUMN note text');
    const changed = await describeDatabase(client);
    expect(diffSchema(SCHEMA, changed).sort()).toEqual(
      [
        'lead_files.size: nullable in DB, required in schema',
        `leads.status: no default in DB, default 'NEW' in schema`,
        'leads: index leads_status_created_at_id_idx (status, created_at DESC, id) missing in DB',
        'rate_limits.note: column in DB, not in schema',
      ].sort(),
    );
  } finally {
    await client.query('ROLLBACK');
  }
  expect(diffSchema(SCHEMA, await describeDatabase(client))).toEqual([]);
});
