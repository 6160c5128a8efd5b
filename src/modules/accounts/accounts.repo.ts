import type { Db } from '../../db/database.js';
import type { SessionRow } from '../../db/tables-accounts.js';
import type { UserRow } from '../../db/types.js';

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('account_passwords')
    .select('password_hash')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function savePasswordHash(db: Db, userId: number, hash: string, now: number) {
  await db
    .insertInto('account_passwords')
    .values({ user_id: userId, password_hash: hash, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: hash, updated_at: now }))
    .execute();
}

export async function insertSession(
  db: Db,
  values: Omit<SessionRow, 'id' | 'last_seen_at'>,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...values, last_seen_at: values.created_at })
    .execute();
}

/**
 * Deletes the user's expired sessions, and those past the `keep` most recently used (the last
 * sign-in included, since it was seen last).
 */
export async function pruneUserSessions(db: Db, userId: number, now: number, keep: number) {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb(
          'id',
          'not in',
          eb
            .selectFrom('sessions')
            .select('id')
            .where('user_id', '=', userId)
            .orderBy('last_seen_at', 'desc')
            .orderBy('id', 'desc')
            .limit(keep),
        ),
      ]),
    )
    .execute();
}

/** One batch of sessions expired before `before`, of every user; answers how many. */
export async function deleteExpiredSessions(db: Db, before: number, limit: number) {
  const result = await db
    .deleteFrom('sessions')
    .where(
      'id',
      'in',
      db.selectFrom('sessions').select('id').where('expires_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The session with this token hash, unexpired, and its user. */
export async function findSessionUser(
  db: Db,
  hash: string,
  now: number,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select([
      's.id as s_id',
      's.token_hash as s_token_hash',
      's.created_at as s_created_at',
      's.last_seen_at as s_last_seen_at',
      's.expires_at as s_expires_at',
      's.ip as s_ip',
      's.user_agent as s_user_agent',
    ])
    .where('s.token_hash', '=', hash)
    .where('s.expires_at', '>', now)
    .where('u.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    s_id,
    s_token_hash,
    s_created_at,
    s_last_seen_at,
    s_expires_at,
    s_ip,
    s_user_agent,
    ...user
  } = row;
  return {
    user,
    session: {
      id: s_id,
      token_hash: s_token_hash,
      user_id: user.id,
      created_at: s_created_at,
      last_seen_at: s_last_seen_at,
      expires_at: s_expires_at,
      ip: s_ip,
      user_agent: s_user_agent,
    },
  };
}

export async function touchSession(db: Db, id: number, now: number, ip: string) {
  await db.updateTable('sessions').set({ last_seen_at: now, ip }).where('id', '=', id).execute();
}

export async function listSessions(db: Db, userId: number, now: number): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

export async function deleteSession(db: Db, userId: number, id: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSessionByHash(db: Db, hash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
}

export async function deleteUserSessions(db: Db, userId: number, exceptId?: number) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  await query.execute();
}
