// A migration that has landed never changes (docs/decisions/0034-migrations-never-change.md): each
// one's SHA-256 is recorded in prisma/landed-migrations.json in the commit that adds it, and an
// edit to a recorded migration fails here instead of on an upgraded install's start.
import { expect, test } from 'vitest';
import { readLandedMigrations, readMigrations } from '../../server/db/migrate';

const migrations = await readMigrations();
const landed = await readLandedMigrations();

test('every migration folder is recorded, in order', () => {
  const unrecorded = migrations.filter((migration) => !landed.some((entry) => entry.name === migration.name));
  expect(
    unrecorded.map(({ name, checksum }) => ({ name, sha256: checksum })),
    'record these in prisma/landed-migrations.json',
  ).toEqual([]);
  expect(migrations.map((migration) => migration.name)).toEqual(landed.map((migration) => migration.name));
});

test.each(landed.map((entry) => [entry.name, entry] as const))('%s is byte for byte as recorded', (name, entry) => {
  const migration = migrations.find((candidate) => candidate.name === name);
  expect(migration?.checksum, `${name} changed after it landed: write a new migration instead`).toBe(entry.sha256);
});

test('an accepted earlier version says what it was and is not today’s', () => {
  for (const { sha256, earlier = [] } of landed) {
    for (const version of earlier) {
      expect(version.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(version.sha256).not.toBe(sha256);
      expect(version.was.length).toBeGreaterThan(10);
    }
  }
});
