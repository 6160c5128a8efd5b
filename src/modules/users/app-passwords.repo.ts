import type { Db } from '../../db/database.js';
import type { ApplicationPasswordRow, NewApplicationPasswordRow } from '../../db/types.js';

export async function listAppPasswords(db: Db, userId: number): Promise<ApplicationPasswordRow[]> {
  return db
    .selectFrom('application_passwords')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function insertAppPassword(
  db: Db,
  row: NewApplicationPasswordRow,
): Promise<ApplicationPasswordRow> {
  return db
    .insertInto('application_passwords')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Returns how many rows were deleted (0 when the uuid is not this user's). */
export async function deleteAppPassword(db: Db, userId: number, uuid: string): Promise<number> {
  const result = await db
    .deleteFrom('application_passwords')
    .where('user_id', '=', userId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function touchAppPassword(
  db: Db,
  id: number,
  usedAt: number,
  ip: string,
): Promise<void> {
  await db
    .updateTable('application_passwords')
    .set({ last_used_at: usedAt, last_ip: ip })
    .where('id', '=', id)
    .execute();
}
