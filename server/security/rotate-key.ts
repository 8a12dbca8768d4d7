// Re-encrypts every sealed value (the BSN in leads.data) that is not under the current key,
// in small transactions, so a rotation can run while the server serves (docs/SECURITY.md).
import type { Database } from '../db/prisma';
import type { FieldCipher } from './field-cipher';

const BATCH = 200;

export async function rotateEncryptedFields(prisma: Database, cipher: FieldCipher) {
  const current = `enc:v1:${cipher.keyId}:%`;
  let rotated = 0;
  const unreadable = new Set<string>();
  for (;;) {
    const rows = await prisma.$queryRaw<{ id: string; bsn: string }[]>`
      SELECT id, data->>'bsn' AS bsn FROM leads
      WHERE data->>'bsn' LIKE 'enc:v1:%' AND data->>'bsn' NOT LIKE ${current} AND NOT (id = ANY(${[...unreadable]}::uuid[]))
      ORDER BY id LIMIT ${BATCH}`;
    if (rows.length === 0) break;
    await prisma.$transaction(async (tx) => {
      for (const row of rows) {
        let plain: string;
        try {
          plain = cipher.decrypt(row.bsn);
        } catch {
          // Sealed with a key that is not configured: left as it is and reported, never lost.
          unreadable.add(row.id);
          continue;
        }
        await tx.$executeRaw`UPDATE leads SET data = jsonb_set(data, '{bsn}', to_jsonb(${cipher.encrypt(plain)}::text)) WHERE id = ${row.id}::uuid`;
        rotated++;
      }
    });
  }
  return { rotated, unreadable: unreadable.size };
}
