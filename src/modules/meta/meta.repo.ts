import type { Db } from '../../db/database.js';
import type { MetaRow } from '../../db/types.js';
import { compileOnce } from '../../db/compiled.js';

/** Meta object types: a calendar's profile and sharing settings, an event's forms and prices. */
export type MetaObject = 'calendar' | 'event';

export async function findMeta(
  db: Db,
  objectType: MetaObject,
  objectId: number,
  key: string,
): Promise<MetaRow | undefined> {
  return (await metaByKey(db, { objectType, objectId, key })).rows[0];
}

/** One object's meta by key (every booking reads its event's), compiled once. */
const metaByKey = compileOnce<'objectType' | 'objectId' | 'key', MetaRow>((db, param) =>
  db
    .selectFrom('meta')
    .selectAll()
    .where('object_type', '=', param<MetaObject>('objectType'))
    .where('object_id', '=', param<number>('objectId'))
    .where('key', '=', param<string>('key'))
    .limit(1),
);

/** One value wanted by `findMetaValues`. */
export interface MetaWanted {
  objectType: MetaObject;
  objectId: number;
  key: string;
}

/**
 * The values of several objects' keys in one statement (a booking reads its event's and its
 * calendar's), in the order asked; undefined where a key is not set.
 */
export async function findMetaValues(
  db: Db,
  wanted: readonly MetaWanted[],
): Promise<(string | undefined)[]> {
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('meta')
    .select(['object_type', 'object_id', 'key', 'value'])
    .where((eb) =>
      eb.or(
        wanted.map((w) =>
          eb.and([
            eb('object_type', '=', w.objectType),
            eb('object_id', '=', w.objectId),
            eb('key', '=', w.key),
          ]),
        ),
      ),
    )
    .execute();
  return wanted.map(
    (w) =>
      rows.find(
        (r) =>
          r.object_type === w.objectType && Number(r.object_id) === w.objectId && r.key === w.key,
      )?.value,
  );
}

/** Meta rows of many objects at once (listings), optionally only some keys. */
export async function listMetaOf(
  db: Db,
  objectType: MetaObject,
  objectIds: readonly number[],
  keys?: readonly string[],
): Promise<MetaRow[]> {
  if (objectIds.length === 0) return [];
  let q = db
    .selectFrom('meta')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', 'in', objectIds);
  if (keys) q = q.where('key', 'in', keys);
  return q.orderBy('id').execute();
}

/** Inserts or replaces one value (stored as JSON text). */
export async function upsertMeta(
  db: Db,
  objectType: MetaObject,
  objectId: number,
  key: string,
  value: unknown,
  now: number,
): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('meta')
    .values({
      object_type: objectType,
      object_id: objectId,
      key,
      value: text,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['object_type', 'object_id', 'key']).doUpdateSet({ value: text, updated_at: now }),
    )
    .execute();
}

export async function deleteMetaOf(
  db: Db,
  objectType: MetaObject,
  objectIds: readonly number[],
): Promise<void> {
  if (objectIds.length === 0) return;
  await db
    .deleteFrom('meta')
    .where('object_type', '=', objectType)
    .where('object_id', 'in', objectIds)
    .execute();
}

/** Copies every meta row of one object onto another (event clone). */
export async function copyMeta(
  db: Db,
  objectType: MetaObject,
  fromId: number,
  toId: number,
  now: number,
): Promise<void> {
  const rows = await listMetaOf(db, objectType, [fromId]);
  if (rows.length === 0) return;
  await db
    .insertInto('meta')
    .values(
      rows.map((r) => ({
        object_type: objectType,
        object_id: toId,
        key: r.key,
        value: r.value,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
