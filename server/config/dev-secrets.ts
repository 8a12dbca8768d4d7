// Outside production, secrets the firm has not configured are generated once and kept
// under DATA_DIR, so a fresh clone runs with no .env and restarts keep decrypting old data.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const SecretsSchema = z.object({
  dataEncryptionKey: z.base64(),
  embeddedPostgresPassword: z.string().min(16),
});
export type DevSecrets = z.output<typeof SecretsSchema>;

export async function loadDevSecrets(dataDir: string): Promise<DevSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return SecretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: DevSecrets = {
    dataEncryptionKey: randomBytes(32).toString('base64'),
    embeddedPostgresPassword: randomBytes(18).toString('base64url'),
  };
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process won the race; then its file is the one to use.
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' }).catch(async () => {
    Object.assign(secrets, SecretsSchema.parse(JSON.parse(await readFile(file, 'utf8'))));
  });
  return secrets;
}
