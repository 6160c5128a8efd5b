import type { Db } from '../../db/database.js';
import type { AccessTokenRow } from '../../db/tables-accounts.js';
import type { UserRow } from '../../db/types.js';
import type { Insertable } from 'kysely';
import type { AccessTokensTable } from '../../db/tables-accounts.js';

/** A user's tokens that are not revoked, oldest first. */
export async function listAccessTokens(db: Db, userId: number): Promise<AccessTokenRow[]> {
  return db
    .selectFrom('access_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** How many of the user's tokens still work (neither revoked nor expired). */
export async function countLiveAccessTokens(db: Db, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('access_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of these calendars the user owns. */
export async function calendarsOwnedBy(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('calendars')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

export async function insertAccessToken(
  db: Db,
  row: Insertable<AccessTokensTable>,
): Promise<AccessTokenRow> {
  return db.insertInto('access_tokens').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Marks the user's token revoked; how many rows changed (0: not theirs, or revoked already). */
export async function revokeAccessToken(
  db: Db,
  userId: number,
  id: number,
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The token with this hash and its user, revoked or not (the caller decides). */
export async function findAccessTokenByHash(
  db: Db,
  tokenHash: string,
): Promise<{ token: AccessTokenRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select([
      't.id as t_id',
      't.user_id as t_user_id',
      't.name as t_name',
      't.token_hash as t_token_hash',
      't.scopes as t_scopes',
      't.calendar_ids as t_calendar_ids',
      't.expires_at as t_expires_at',
      't.last_used_at as t_last_used_at',
      't.last_ip as t_last_ip',
      't.created_at as t_created_at',
      't.revoked_at as t_revoked_at',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { t_id, t_user_id, t_name, t_token_hash, t_scopes, t_calendar_ids, ...rest } = row;
  const { t_expires_at, t_last_used_at, t_last_ip, t_created_at, t_revoked_at, ...user } = rest;
  return {
    token: {
      id: t_id,
      user_id: t_user_id,
      name: t_name,
      token_hash: t_token_hash,
      scopes: t_scopes,
      calendar_ids: t_calendar_ids,
      expires_at: t_expires_at,
      last_used_at: t_last_used_at,
      last_ip: t_last_ip,
      created_at: t_created_at,
      revoked_at: t_revoked_at,
    },
    user,
  };
}

export async function touchAccessToken(
  db: Db,
  id: number,
  usedAt: number,
  ip: string,
): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: usedAt, last_ip: ip })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes up to `limit` tokens that expired or were revoked before `before` (the retention
 * loop's step); answers how many. Neither can authenticate anybody any more.
 */
export async function deleteDeadAccessTokens(
  db: Db,
  before: number,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('access_tokens')
    .where(
      'id',
      'in',
      db
        .selectFrom('access_tokens')
        .select('id')
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
