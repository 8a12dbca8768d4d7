// `npm run rotate-key`: after DATA_ENCRYPTION_KEY was changed and the old key moved to
// DATA_ENCRYPTION_PREVIOUS_KEYS, re-encrypts every stored value with the new key. Safe to run
// while the server runs (it reads both keys) and to run again. Then drop the previous keys.
import { loadDevSecrets } from '../config/dev-secrets';
import { openCliDatabase } from './database';
import { ConfigError } from '../env';
import { readToolEnv } from '../config/local-start';
import { createFieldCipher } from '../security/field-cipher';
import { rotateEncryptedFields } from '../security/rotate-key';

async function main(): Promise<number> {
  const env = readToolEnv(process.env);
  const key = env.DATA_ENCRYPTION_KEY ?? (await loadDevSecrets(env.DATA_DIR)).dataEncryptionKey;
  const cipher = createFieldCipher(key, env.DATA_ENCRYPTION_PREVIOUS_KEYS);
  const { prisma, close } = await openCliDatabase(env);
  try {
    const { rotated, unreadable } = await rotateEncryptedFields(prisma, cipher);
    console.log(`Re-encrypted ${rotated} values with key ${cipher.keyId}.`);
    if (unreadable > 0) {
      console.error(
        `${unreadable} values are sealed with a key that is not configured: add it to DATA_ENCRYPTION_PREVIOUS_KEYS and run again.`,
      );
      return 1;
    }
    return 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
