/**
 * Pending changes of a user's own e-mail address, each behind a one-time link mailed to the new
 * address. Like set-password links: usable while unused (`used_at` null) and unexpired; one that
 * must stop working before its time is expired (`expires_at` set to now); the retention loop
 * deletes the dead ones.
 */
import type { Db } from '../../db/database.js';

export async function insertEmailChange(
  db: Db,
  values: { token_hash: string; user_id: number; new_email: string; now: number; ttlMs: number },
) {
  await db
    .insertInto('email_changes')
    .values({
      token_hash: values.token_hash,
      user_id: values.user_id,
      new_email: values.new_email,
      created_at: values.now,
      expires_at: values.now + values.ttlMs,
    })
    .execute();
}

/**
 * Uses the link once: marks it used if it is unused and unexpired, and answers its user and
 * address. Two racing uses give one change and one undefined.
 */
export async function consumeEmailChange(
  db: Db,
  hash: string,
  now: number,
): Promise<{ user_id: number; new_email: string } | undefined> {
  const row = await db
    .selectFrom('email_changes')
    .select(['id', 'user_id', 'new_email'])
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('email_changes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1
    ? { user_id: row.user_id, new_email: row.new_email }
    : undefined;
}

/** The user's pending change (the newest usable link), if any. */
export async function findPendingEmailChange(db: Db, userId: number, now: number) {
  return db
    .selectFrom('email_changes')
    .select(['new_email', 'expires_at'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
