// What a backup says about itself, first in its archive: the migration level its tables are
// at (a restore migrates to exactly that level, loads, then migrates up), the keys its sealed
// values need, and the sequences' values (docs/decisions/0045-backup-format.md).
import { z } from 'zod';

export const ManifestSchema = z.object({
  format: z.literal('apb-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  /** Every migration applied in the source database, in order; the last is its level. */
  migrations: z.array(z.string()).min(1),
  postgresVersion: z.string(),
  /** pg-boss's schema version in the source, or null without a queue. */
  queueVersion: z.number().int().nullable(),
  /** The DATA_ENCRYPTION_KEY ids (field-cipher.ts) the BSNs inside are sealed with. */
  encryptionKeyIds: z.array(z.string()),
  sequences: z.array(z.object({ name: z.string(), value: z.string(), called: z.boolean() })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const TableBeginSchema = z.object({
  schema: z.enum(['public', 'pgboss']),
  table: z.string(),
  columns: z.array(z.string()).min(1),
});
export type TableBegin = z.infer<typeof TableBeginSchema>;

export const TableEndSchema = z.object({ rows: z.number().int().min(0) });
