import { createHash, createHmac, randomBytes } from 'node:crypto';

/** What starts every OAuth access token (`sbo_`), so a leaked one is recognisable. */
export const OAUTH_TOKEN_PREFIX = 'sbo_';
const REFRESH_PREFIX = 'sbr_';
const CODE_PREFIX = 'sbc_';
const TOKEN_PATTERN = /^sb[ocr]_[A-Za-z0-9_-]{43}$/;

const random = (prefix: string) => prefix + randomBytes(32).toString('base64url');
export const newAccessToken = () => random(OAUTH_TOKEN_PREFIX);
export const newRefreshToken = () => random(REFRESH_PREFIX);
export const newCode = () => random(CODE_PREFIX);
export const newClientId = () => randomBytes(18).toString('base64url');

export function looksLikeOAuthSecret(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** Codes and tokens are high-entropy: a keyed fast hash is stored, never the secret. */
export function hashOAuthSecret(secret: string, value: string): string {
  return createHmac('sha256', secret).update(`oauth:${value}`).digest('hex');
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
