// Outside production, secrets the firm has not configured are generated once and kept
// under DATA_DIR, so a fresh clone runs with no .env and restarts keep decrypting old data.
// A file from before a secret existed gets that secret added (the VAPID keys of Web Push, the
// bot check's signing secret).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';

const SecretsSchema = z.object({
  dataEncryptionKey: z.base64(),
  embeddedPostgresPassword: z.string().min(16),
  vapidPublicKey: z.base64url(),
  vapidPrivateKey: z.base64url(),
  /** Signs the forms' proof-of-work challenges (server/leads/bot-check.ts). */
  botCheckSecret: z.string().min(32),
});
export type DevSecrets = z.output<typeof SecretsSchema>;

const vapidKeys = () => {
  const keys = webPush.generateVAPIDKeys();
  return { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey };
};

const newBotCheckSecret = () => randomBytes(32).toString('base64url');

export async function loadDevSecrets(dataDir: string): Promise<DevSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  const stored = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      return undefined;
    },
  );
  if (stored) {
    if (stored.vapidPublicKey !== undefined && stored.botCheckSecret !== undefined) return SecretsSchema.parse(stored);
    const upgraded = SecretsSchema.parse({
      ...(stored.vapidPublicKey === undefined && vapidKeys()),
      ...(stored.botCheckSecret === undefined && { botCheckSecret: newBotCheckSecret() }),
      ...stored,
    });
    // Written aside and renamed, so a reader never sees half a file.
    await writeFile(`${file}.tmp-${process.pid}`, JSON.stringify(upgraded, null, 2), { mode: 0o600 });
    await rename(`${file}.tmp-${process.pid}`, file);
    return upgraded;
  }
  const secrets: DevSecrets = {
    dataEncryptionKey: randomBytes(32).toString('base64'),
    embeddedPostgresPassword: randomBytes(18).toString('base64url'),
    ...vapidKeys(),
    botCheckSecret: newBotCheckSecret(),
  };
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process won the race; then its file is the one to use.
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' }).catch(async () => {
    Object.assign(secrets, SecretsSchema.parse(JSON.parse(await readFile(file, 'utf8'))));
  });
  return secrets;
}
