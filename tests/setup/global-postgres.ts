// One real PostgreSQL for the whole test run (the same embedded server `npm start` uses),
// with a migrated template database; each test file clones its own database from it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { migrate } from '../../server/db/migrate';
import { freePort } from './free-port';

export const TEMPLATE_DATABASE = 'app_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leads-test-pg-'));
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort(), password: 'test-password' });
  const adminUrl = database.url.replace(/\/app$/, '/postgres');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await client.end();
  await migrate(adminUrl.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`));
  project.provide('postgresAdminUrl', adminUrl);
  return async () => {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
