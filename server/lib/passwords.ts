import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id with OWASP's minimum: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS: Options = { algorithm: 2 /* Algorithm.Argon2id (an ambient const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Set<string> | undefined;

/** Whether the password is on zxcvbn's list of the most common passwords, ignoring case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** A hash of nothing anyone knows: verified against when the e-mail is unknown, so both answers take as long. */
export const DUMMY_HASH_READY: Promise<string> = hashPassword(randomBytes(32).toString('base64url'));
