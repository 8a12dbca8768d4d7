// `npm run rotate-key` as an operator runs it (rotation of the BSN key, docs/SECURITY.md): a
// real process re-encrypts every value under the new key, leaves values under a key it was not
// given untouched and says so, and a second run with that key finishes the job.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createFieldCipher } from '../../server/security/field-cipher';
import { runCli } from '../setup/run-cli';
import { createTestDatabase } from '../setup/test-database';

const key = () => randomBytes(32).toString('base64');
const [oldKey, newKey, forgottenKey] = [key(), key(), key()];
let databaseUrl: string;
let db: pg.Client;

beforeAll(async () => {
  databaseUrl = (await createTestDatabase()).url;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

async function insertLead(data: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO leads (id, form_type, data, language, updated_at) VALUES ($1, 'unemployment', $2, 'es', now())`,
    [id, data],
  );
  return id;
}
const bsnOf = async (id: string) =>
  (await db.query(`SELECT data->>'bsn' AS bsn FROM leads WHERE id = $1`, [id])).rows[0].bsn as string;
const rotate = (previous: string[]) =>
  runCli('server/cli/rotate-key.ts', [], {
    env: { DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEY: newKey, DATA_ENCRYPTION_PREVIOUS_KEYS: previous.join(',') },
  });

test('values move to the new key; one under an unconfigured key is kept and reported', async () => {
  const old = createFieldCipher(oldKey);
  const first = await insertLead({ nombreCompleto: 'Ana', bsn: old.encrypt('123456782') });
  const second = await insertLead({ nombreCompleto: 'Bo', bsn: old.encrypt('111222333') });
  const stranded = await insertLead({
    nombreCompleto: 'Cy',
    bsn: createFieldCipher(forgottenKey).encrypt('999999990'),
  });
  const withoutBsn = await insertLead({ nombreCompleto: 'Di' });
  const strandedBefore = await bsnOf(stranded);

  const run = await rotate([oldKey]);
  expect(run.stdout).toContain('Re-encrypted 2 values');
  expect(run.stderr).toContain('1 values are sealed with a key that is not configured');
  expect(run.code).toBe(1);

  const current = createFieldCipher(newKey);
  for (const [id, plain] of [
    [first, '123456782'],
    [second, '111222333'],
  ] as const) {
    const sealed = await bsnOf(id);
    expect(sealed.startsWith(`enc:v1:${current.keyId}:`)).toBe(true);
    // Readable with the new key alone: the old one can be retired.
    expect(current.decrypt(sealed)).toBe(plain);
  }
  expect(await bsnOf(stranded)).toBe(strandedBefore);
  expect((await db.query(`SELECT data FROM leads WHERE id = $1`, [withoutBsn])).rows[0].data).toEqual({
    nombreCompleto: 'Di',
  });

  const again = await rotate([oldKey, forgottenKey]);
  expect(again, again.stderr).toMatchObject({ code: 0 });
  expect(again.stdout).toContain('Re-encrypted 1 values');
  expect(current.decrypt(await bsnOf(stranded))).toBe('999999990');
});
