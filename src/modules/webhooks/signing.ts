/**
 * Standard Webhooks signatures: `webhook-signature` is `v1,<base64 HMAC-SHA256>` of
 * `<webhook-id>.<webhook-timestamp>.<body>` under the key that the `whsec_` secret encodes in
 * base64; several signatures are separated by spaces (two while a secret is being rotated).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { memoize } from '../../shared/memo.js';

export const SECRET_PREFIX = 'whsec_';

/** A new secret: 32 random bytes. */
export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** Decoded keys of the secrets in use, so that a secret is decoded once, not once a post. */
const keyOf = memoize(
  (secret: string) => Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64'),
  1_000,
);

export function sign(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string | Buffer,
): string {
  const mac = createHmac('sha256', keyOf(secret))
    .update(`${id}.${timestampSeconds}.`)
    .update(body)
    .digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a delivery, signed with every secret given. */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string | Buffer,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((s) => sign(s, id, timestampSeconds, body)).join(' '),
  };
}

/** The secrets that sign a delivery now: the current one, and the previous one until it expires. */
export function activeSecrets(
  row: { secret: string; previous_secret: string | null; previous_secret_until: number | null },
  now: number,
): string[] {
  const secrets = [row.secret];
  if (row.previous_secret && (row.previous_secret_until ?? 0) > now) {
    secrets.push(row.previous_secret);
  }
  return secrets;
}
