// Backups are encrypted to age public keys (age-encryption, the reference implementation's
// TypeScript twin) before any byte leaves the process; only the holder of the secret key can
// restore, and the machine that writes backups never needs it. Outside production, without
// BACKUP_RECIPIENT, a key pair is made once into DATA_DIR/backup-key.txt, in the format of
// `age-keygen`, so `age -d -i backup-key.txt` opens a backup too (docs/DEPLOY.md "Backups").
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import type { Env } from '../env';

export const DEV_KEY_FILE = 'backup-key.txt';

/** The public keys backups go to: BACKUP_RECIPIENT, else (outside production) the generated pair's. */
export async function backupRecipients(env: Env): Promise<string[]> {
  if (env.BACKUP_RECIPIENT.length > 0) return env.BACKUP_RECIPIENT;
  if (env.NODE_ENV === 'production') {
    throw new Error('BACKUP_RECIPIENT is not set: no backup can be encrypted (docs/DEPLOY.md "Backups").');
  }
  return [await identityToRecipient(await ensureDevKey(env.DATA_DIR))];
}

/** The secret key of the generated pair, made on first use. */
async function ensureDevKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, DEV_KEY_FILE);
  const existing = await readIdentityFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    return undefined;
  });
  if (existing) return existing;
  const identity = await generateX25519Identity();
  const text = [
    `# created: ${new Date().toISOString()}`,
    `# public key: ${await identityToRecipient(identity)}`,
    '# Restores need this key: keep a copy away from this machine (docs/DEPLOY.md "Backups").',
    identity,
    '',
  ].join('\n');
  await mkdir(dataDir, { recursive: true });
  // 'wx': when two processes race, the one that lost reads the winner's file.
  await writeFile(file, text, { mode: 0o600, flag: 'wx' }).catch(() => {});
  return readIdentityFile(file);
}

/** The secret key in an identity file (`age-keygen`'s format: comments, then AGE-SECRET-KEY-1…). */
export async function readIdentityFile(file: string): Promise<string> {
  const key = (await readFile(file, 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('AGE-SECRET-KEY-'));
  if (!key) throw new Error(`${file} holds no age secret key (AGE-SECRET-KEY-…).`);
  return key;
}

/** The identity file a restore uses when none is given: the generated one, outside production. */
export const defaultIdentityFile = (env: Env) =>
  env.NODE_ENV === 'production' ? undefined : path.join(env.DATA_DIR, DEV_KEY_FILE);

export async function encryptStream(plain: Readable, recipients: string[]): Promise<Readable> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  const sealed = await encrypter.encrypt(Readable.toWeb(plain) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(sealed as WebReadableStream<Uint8Array>);
}

export async function decryptStream(sealed: Readable, identity: string): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  const plain = await decrypter.decrypt(Readable.toWeb(sealed) as ReadableStream<Uint8Array>).catch((error) => {
    throw new Error(`This backup cannot be opened with the given key: ${String(error)}`, { cause: error });
  });
  return Readable.fromWeb(plain as WebReadableStream<Uint8Array>);
}
