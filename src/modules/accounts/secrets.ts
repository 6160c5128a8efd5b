import { createHash, randomBytes } from 'node:crypto';
import type * as Argon2 from '@node-rs/argon2';

/**
 * The argon2 native addon, loaded with the first password hashed or checked: a process whose
 * callers use application passwords never needs it.
 */
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** The library's `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** A random token for a cookie or a link: 32 bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token: its SHA-256, so the database alone signs nobody in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** argon2id with the library's defaults (19 MiB, 2 passes), OWASP's minimum recommendation. */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, { algorithm: ARGON2ID });
}

export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user has no password, so timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(newToken());
  return decoy;
}
