/**
 * Connection credentials at rest: AES-256-GCM with a random 96-bit nonce per value, the
 * connection's owner and kind bound in as associated data (a sealed value copied to another row
 * does not open). Stored as `v1.<nonce>.<ciphertext>.<tag>` in base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { insertSettingIfAbsent } from '../settings/index.js';

const KEY_SETTING = 'connections_key';

export interface Sealer {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
}

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('the connections key must be 32 bytes');
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    open(sealed, context) {
      const [version, nonce, body, tag] = sealed.split('.');
      if (version !== 'v1' || !nonce || body === undefined || !tag) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

/**
 * The key: `CONNECTIONS_KEY` when configured, else one generated at first start and kept in the
 * settings table (like the application-password key), so every process sharing the database
 * opens the same credentials.
 */
export async function loadConnectionsKey(
  db: Db,
  configured: Buffer | null,
  now: number,
): Promise<Buffer> {
  if (configured) return configured;
  const hex = await insertSettingIfAbsent(db, KEY_SETTING, randomBytes(32).toString('hex'), now);
  return Buffer.from(hex, 'hex');
}
