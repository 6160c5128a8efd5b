import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 24; // 24 characters of 62: about 143 bits of randomness.

/** A new application password, 24 random characters, as WordPress makes them. */
export function generateAppPassword(): string {
  let out = '';
  for (let i = 0; i < LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** The display form `xxxx xxxx xxxx xxxx xxxx xxxx`. */
export function chunkAppPassword(password: string): string {
  return password.match(/.{1,4}/g)?.join(' ') ?? password;
}

/** Spaces (and anything but letters and digits) are ignored, as WordPress does. */
export function normalizeAppPassword(password: string): string {
  return password.replace(/[^A-Za-z0-9]/g, '');
}

/**
 * Application passwords are high-entropy, so a keyed fast hash is the right storage: a slow hash
 * would cap throughput on every request without adding any security.
 */
export function hashAppPassword(secret: string, password: string): string {
  return createHmac('sha256', secret).update(normalizeAppPassword(password)).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
