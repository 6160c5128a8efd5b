import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OAuthClientRow, OAuthClientsTable, OAuthGrantRow } from '../../db/tables-oauth.js';
import type { UserRow } from '../../db/types.js';

export async function insertClient(
  db: Db,
  row: Insertable<OAuthClientsTable>,
): Promise<OAuthClientRow> {
  return db.insertInto('oauth_clients').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findClient(db: Db, clientId: string): Promise<OAuthClientRow | undefined> {
  return db
    .selectFrom('oauth_clients')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function insertGrant(
  db: Db,
  row: { client_id: number; user_id: number; scopes: string; created_at: number },
): Promise<OAuthGrantRow> {
  return db.insertInto('oauth_grants').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Revokes a grant (every code and token of it dies); how many rows changed. */
export async function revokeGrant(
  db: Db,
  grantId: number,
  now: number,
  userId?: number,
): Promise<number> {
  let query = db
    .updateTable('oauth_grants')
    .set({ revoked_at: now })
    .where('id', '=', grantId)
    .where('revoked_at', 'is', null);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A user's grants that are not revoked, with their client's name, oldest first. */
export async function listGrants(db: Db, userId: number) {
  return db
    .selectFrom('oauth_grants as g')
    .innerJoin('oauth_clients as c', 'c.id', 'g.client_id')
    .select(['g.id', 'g.scopes', 'g.created_at', 'c.name', 'c.redirect_uris'])
    .where('g.user_id', '=', userId)
    .where('g.revoked_at', 'is', null)
    .orderBy('g.id')
    .execute();
}

export async function insertCode(
  db: Db,
  row: {
    code_hash: string;
    grant_id: number;
    redirect_uri: string;
    code_challenge: string;
    expires_at: number;
  },
): Promise<void> {
  await db.insertInto('oauth_codes').values(row).execute();
}

/** The code with this hash and its grant, used or not (the caller decides). */
export async function findCode(db: Db, codeHash: string) {
  return db
    .selectFrom('oauth_codes as k')
    .innerJoin('oauth_grants as g', 'g.id', 'k.grant_id')
    .innerJoin('oauth_clients as c', 'c.id', 'g.client_id')
    .select([
      'k.id',
      'k.grant_id',
      'k.redirect_uri',
      'k.code_challenge',
      'k.expires_at',
      'k.used_at',
      'g.revoked_at',
      'g.scopes',
      'c.client_id',
    ])
    .where('k.code_hash', '=', codeHash)
    .executeTakeFirst();
}

/** Marks a code used; false when another request used it first (single use under races). */
export async function useCode(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('oauth_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertToken(
  db: Db,
  row: {
    token_hash: string;
    grant_id: number;
    kind: 'access' | 'refresh';
    created_at: number;
    expires_at: number;
  },
): Promise<void> {
  await db.insertInto('oauth_tokens').values(row).execute();
}

/** The token with this hash, its grant and client. */
export async function findToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('oauth_tokens as t')
    .innerJoin('oauth_grants as g', 'g.id', 't.grant_id')
    .innerJoin('oauth_clients as c', 'c.id', 'g.client_id')
    .select([
      't.id',
      't.grant_id',
      't.kind',
      't.expires_at',
      't.used_at',
      'g.user_id',
      'g.scopes',
      'g.revoked_at',
      'c.client_id',
      'c.name as client_name',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a refresh token used (rotated); false when it was used already. */
export async function useToken(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('oauth_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}
