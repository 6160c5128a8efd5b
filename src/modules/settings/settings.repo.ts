import type { Db } from '../../db/database.js';

export async function findSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Inserts the value unless the key exists, and returns the stored value either way. */
export async function insertSettingIfAbsent(
  db: Db,
  key: string,
  value: string,
  now: number,
): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await findSetting(db, key);
  if (stored === undefined) throw new Error(`setting ${key} vanished after insert`);
  return stored;
}
