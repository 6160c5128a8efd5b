import { createHmac, randomBytes } from 'node:crypto';

/** What starts every personal access token, so a leaked one is recognisable (and scannable). */
export const ACCESS_TOKEN_PREFIX = 'sbp_';
/** 32 random bytes: 256 bits, 43 base64url characters after the prefix. */
const RANDOM_BYTES = 32;
const TOKEN_PATTERN = /^sbp_[A-Za-z0-9_-]{43}$/;

/** A new personal access token, `sbp_` and 43 base64url characters. Shown once. */
export function generateAccessToken(): string {
  return ACCESS_TOKEN_PREFIX + randomBytes(RANDOM_BYTES).toString('base64url');
}

/** Whether the text has the form of a personal access token (no lookup for anything else). */
export function looksLikeAccessToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/**
 * Tokens are high-entropy, so a keyed fast hash is the right storage (as for application
 * passwords): a copy of the database authenticates nobody.
 */
export function hashAccessToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`access-token:${token}`).digest('hex');
}
