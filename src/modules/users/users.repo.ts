import type { Db } from '../../db/database.js';
import { containsText } from '../../db/sql-helpers.js';
import type { NewUserRow, UserPatch, UserRow } from '../../db/types.js';

export interface UserListQuery {
  search?: string;
  role?: string;
  offset: number;
  limit: number;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Logins and e-mails are stored lower-cased, so this is a case-insensitive, indexed lookup. */
export async function findUserByLoginOrEmail(
  db: Db,
  loginOrEmail: string,
): Promise<UserRow | undefined> {
  const key = loginOrEmail.toLowerCase();
  const column = key.includes('@') ? 'email' : 'login';
  return db.selectFrom('users').selectAll().where(column, '=', key).executeTakeFirst();
}

export async function countUsers(db: Db, query: Omit<UserListQuery, 'offset' | 'limit'> = {}) {
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listUsers(db: Db, query: UserListQuery): Promise<UserRow[]> {
  return filtered(db, query)
    .selectAll()
    .orderBy('id')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
}

function filtered(db: Db, query: Omit<UserListQuery, 'offset' | 'limit'>) {
  let q = db.selectFrom('users');
  if (query.role) q = q.where('role', '=', query.role);
  if (query.search) {
    const text = query.search;
    q = q.where((eb) =>
      eb.or([
        containsText(eb.ref('login'), text),
        containsText(eb.ref('email'), text),
        containsText(eb.ref('display_name'), text),
      ]),
    );
  }
  return q;
}

/** Active administrators: those who can still sign in and manage users. */
export async function countAdministrators(db: Db): Promise<number> {
  const row = await filtered(db, { role: 'administrator' })
    .where('deactivated_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: number, patch: UserPatch): Promise<UserRow> {
  return db
    .updateTable('users')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function findUsersByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
