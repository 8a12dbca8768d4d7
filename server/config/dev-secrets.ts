// Outside production, secrets the firm has not configured are generated once and kept
// under DATA_DIR, so a fresh clone runs with no .env and restarts keep decrypting old data.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const SecretsSchema = z.object({
  dataEncryptionKey: z.base64(),
  embeddedPostgresPassword: z.string().min(16),
  /** Signs the forms' proof-of-work challenges; files written before it existed lack it. */
  botCheckSecret: z.string().min(32).optional(),
});
export type DevSecrets = Required<z.output<typeof SecretsSchema>>;

const newBotCheckSecret = () => randomBytes(32).toString('base64url');

export async function loadDevSecrets(dataDir: string): Promise<DevSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  const read = async () => SecretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  try {
    const stored = await read();
    // An older file: derive the secret from the one it has, so every process agrees on it
    // without rewriting the file.
    const botCheckSecret =
      stored.botCheckSecret ?? createHmac('sha256', stored.dataEncryptionKey).update('bot-check').digest('base64url');
    return { ...stored, botCheckSecret };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: DevSecrets = {
    dataEncryptionKey: randomBytes(32).toString('base64'),
    embeddedPostgresPassword: randomBytes(18).toString('base64url'),
    botCheckSecret: newBotCheckSecret(),
  };
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process won the race; then its file is the one to use.
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' }).catch(async () => {
    Object.assign(secrets, await read());
  });
  return secrets;
}
