/**
 * `Idempotency-Key` on booking POSTs: the first successful answer is stored in the transaction
 * that creates the booking, and a retry with the same key from the same caller gets it back
 * without creating anything. A key reused with another request is a 409. Failed requests are
 * not stored: nothing was created, so retrying them is safe and may succeed.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { conflict, invalidParam } from '../../../errors.js';
import { findIdempotencyKey, insertIdempotencyKey } from './idempotency.repo.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Keys are kept this long; a retry after that creates a new booking. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentRequest {
  /** The caller: `user:<id>`, or `public:ip:<address>` for guests. */
  scope: string;
  key: string;
  fingerprint: string;
}

/** What a creation answers (or answered the first time). */
export interface Answer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Null when no key was sent; a 400 when the key is malformed. */
export function idempotentRequest(
  key: string | string[] | undefined,
  caller: string,
  route: string,
  body: unknown,
): IdempotentRequest | null {
  if (key === undefined) return null;
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw invalidParam({
      'Idempotency-Key': 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    });
  }
  const fingerprint = createHash('sha256')
    .update(`${route}\n${stableJson(body)}`)
    .digest('hex');
  return { scope: caller, key, fingerprint };
}

/** The stored answer for this request, or null; a 409 when the key was used for another one. */
export async function storedAnswer<T>(
  db: Db,
  request: IdempotentRequest | null,
): Promise<Answer<T> | null> {
  if (!request) return null;
  const row = await findIdempotencyKey(db, request.scope, request.key);
  if (!row) return null;
  if (row.request_hash !== request.fingerprint) {
    throw conflict(
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request.',
    );
  }
  return { status: row.status_code, body: JSON.parse(row.response) as T, replayed: true };
}

export async function rememberAnswer<T>(
  db: Db,
  request: IdempotentRequest | null,
  answer: Answer<T>,
  now: number,
): Promise<void> {
  if (!request) return;
  await insertIdempotencyKey(db, {
    scope: request.scope,
    key: request.key,
    request_hash: request.fingerprint,
    status_code: answer.status,
    response: JSON.stringify(answer.body),
    created_at: now,
  });
}
