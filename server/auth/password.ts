// Advisor passwords: argon2id (@node-rs/argon2 ships prebuilt binaries, no download or
// compile step) with the library's defaults (19 MiB, 2 passes: OWASP's minimum profile).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is a const enum, which verbatimModuleSyntax cannot import.
const ARGON2ID = 2;

export const PASSWORD_MIN_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Checked against when the email is unknown, so a wrong email costs the same time as a
// wrong password and the answer's timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-an-account-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
