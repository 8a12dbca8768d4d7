import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { TEMPLATE_DATABASE } from './global-postgres';

/** A fresh, migrated database of its own for one test file; returns its URL. */
export async function createTestDatabase(): Promise<{ url: string; adminUrl: string; name: string }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await client.end();
  }
  return { url: adminUrl.replace(/\/postgres$/, `/${name}`), adminUrl, name };
}
