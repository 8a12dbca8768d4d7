// The browser's side of Web Push encryption, for tests: a subscriber's keys (a P-256 key
// pair and a 16-byte auth secret, as a browser makes them) and the decryption of what a
// push service delivers, as RFC 8291 (Message Encryption for Web Push) with RFC 8188's
// aes128gcm content coding specifies it, with node:crypto's ECDH, HKDF and AES-GCM.
// Written by hand because the point is to check web-push's output independently: a
// library that both encrypts and decrypts would test itself.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

export type PushSubscriber = {
  /** For PushSubscription.toJSON(): base64url of the uncompressed public key and the auth secret. */
  keys: { p256dh: string; auth: string };
  decrypt: (body: Buffer) => string;
};

export function createPushSubscriber(): PushSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const publicKey = ecdh.getPublicKey();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, ecdh, publicKey, authSecret),
  };
}

const info = (text: string) => Buffer.concat([Buffer.from(text, 'ascii'), Buffer.from([0])]);
const hkdf = (ikm: Buffer, salt: Buffer, information: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, information, length));

function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  receiverPublicKey: Buffer,
  authSecret: Buffer,
): string {
  // RFC 8188 section 2.1: salt (16) | record size (4) | key id length (1) | key id | records.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  // RFC 8291 section 4: the key id is the sender's (application server's) ephemeral public key.
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`key id of ${keyIdLength} bytes, expected a 65-byte P-256 key`);
  if (records.length > recordSize) throw new Error('more than one record: a push message has one');

  // RFC 8291 section 3.3-3.4: combine the shared secret with the auth secret, then derive.
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([info('WebPush: info'), receiverPublicKey, senderPublicKey]);
  const ikm = hkdf(sharedSecret, authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, info('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(ikm, salt, info('Content-Encoding: nonce'), 12);

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // RFC 8188 section 2: the plaintext, a delimiter (2 for the last record), then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
