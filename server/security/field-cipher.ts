// Authenticated encryption (AES-256-GCM) for single sensitive values such as the BSN,
// so a database dump or backup does not expose them (docs/SECURITY.md). The key never enters the
// database; each ciphertext names the key it was made with, so keys can be rotated.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export type FieldCipher = {
  encrypt: (plain: string) => string;
  decrypt: (sealed: string) => string;
  /** The id of the key new values are sealed with; values name it as `enc:v1:<id>:…`. */
  keyId: string;
};

const PREFIX = 'enc:v1';

function readKey(base64Key: string): { key: Buffer; id: string } {
  const key = Buffer.from(base64Key, 'base64');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return { key, id: createHash('sha256').update(key).digest('hex').slice(0, 8) };
}

/** Seals with `base64Key`; opens values sealed with it or with one of `previousKeys` (during a
 * rotation: docs/SECURITY.md, `npm run rotate-key`). */
export function createFieldCipher(base64Key: string, previousKeys: readonly string[] = []): FieldCipher {
  const { key, id: keyId } = readKey(base64Key);
  const keys = new Map([...previousKeys.map(readKey), { key, id: keyId }].map(({ key, id }) => [id, key]));
  return {
    keyId,
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [PREFIX, keyId, Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')].join(':');
    },
    decrypt(sealed) {
      const [enc, version, id, payload] = sealed.split(':');
      if (`${enc}:${version}` !== PREFIX || !payload) throw new Error('Not an encrypted value');
      const sealingKey = id && keys.get(id);
      if (!sealingKey) throw new Error(`Value was encrypted with another key (${id})`);
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', sealingKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
