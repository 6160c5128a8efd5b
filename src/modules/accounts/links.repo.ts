/**
 * One-time set-password links. A link is usable while it is unused (`used_at` null) and
 * unexpired; a link that must stop working before its time is expired (`expires_at` set to now),
 * so a dead link is one used or expired, and the retention loop deletes those.
 */
import type { Db } from '../../db/database.js';

export async function insertPasswordToken(
  db: Db,
  values: { token_hash: string; user_id: number; purpose: string; now: number; ttlMs: number },
) {
  await db
    .insertInto('password_tokens')
    .values({
      token_hash: values.token_hash,
      user_id: values.user_id,
      purpose: values.purpose,
      created_at: values.now,
      expires_at: values.now + values.ttlMs,
    })
    .execute();
}

/** The user of a usable link (unused, unexpired), without using it. */
export async function findUsablePasswordToken(
  db: Db,
  hash: string,
  now: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_tokens')
    .select('user_id')
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Uses the token once: marks it used if it is unused and unexpired, and answers its user id.
 * Two racing uses give one user id and one undefined.
 */
export async function consumePasswordToken(
  db: Db,
  hash: string,
  now: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.user_id : undefined;
}

/**
 * The tables of one-time links: set-password links and e-mail changes. Both keep `user_id`,
 * `used_at` and `expires_at` with the same meaning, so they expire and are deleted alike.
 */
export type LinkTable = 'password_tokens' | 'email_changes';

/**
 * Every usable link of the user in `table` stops working (of one purpose only, when given, for
 * set-password links): their password was set or changed, they signed out everywhere, a newer
 * link replaces it, or the change it carried was applied or cancelled.
 */
export async function expireLinks(
  db: Db,
  table: LinkTable,
  userId: number,
  now: number,
  purpose?: string,
) {
  let query = db
    .updateTable(table as 'password_tokens')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (purpose !== undefined) query = query.where('purpose', '=', purpose);
  await query.execute();
}

/** Deletes the user's dead links (used or expired) in `table`. */
export async function deleteDeadLinksOf(db: Db, table: LinkTable, userId: number, now: number) {
  await db
    .deleteFrom(table as 'password_tokens')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute();
}

/** One batch of links of every user dead (used or expired) before `before`; answers how many. */
export async function deleteDeadLinks(db: Db, table: LinkTable, before: number, limit: number) {
  const result = await db
    .deleteFrom(table as 'password_tokens')
    .where(
      'id',
      'in',
      db
        .selectFrom(table as 'password_tokens')
        .select('id')
        .where((eb) => eb.or([eb('used_at', '<', before), eb('expires_at', '<', before)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
