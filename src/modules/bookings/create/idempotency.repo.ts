import type { Db } from '../../../db/database.js';
import type { IdempotencyKeyRow } from '../../../db/tables-bookings.js';

export async function findIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function insertIdempotencyKey(db: Db, row: IdempotencyKeyRow): Promise<void> {
  await db.insertInto('idempotency_keys').values(row).execute();
}

/** Forgets keys older than `before`; returns how many. */
export async function deleteIdempotencyKeysBefore(db: Db, before: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
