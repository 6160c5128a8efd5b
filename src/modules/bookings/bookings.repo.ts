import { compileOnce } from '../../db/compiled.js';
import type { Db } from '../../db/database.js';
import type {
  BookingActivityRow,
  BookingMetaRow,
  BookingPatch,
  BookingRow,
  NewBookingActivityRow,
  NewBookingRow,
} from '../../db/tables-bookings.js';
import type { Interval } from '../../domain/intervals.js';

/** Asked by every request about one booking, so compiled once. */
const bookingById = compileOnce<'id', BookingRow>((db, param) =>
  db.selectFrom('bookings').selectAll().where('id', '=', param<number>('id')),
);

export async function findBookingById(db: Db, id: number): Promise<BookingRow | undefined> {
  return (await bookingById(db, { id })).rows[0];
}

export async function findBookingByHash(db: Db, hash: string): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export async function insertBooking(db: Db, row: NewBookingRow): Promise<BookingRow> {
  return db.insertInto('bookings').values(row).returningAll().executeTakeFirstOrThrow();
}

/** A host row per user, holding `busy` (the booking widened by its event's buffers). */
export async function insertBookingHosts(
  db: Db,
  bookingId: number,
  userIds: readonly number[],
  busy: Interval,
  now: number,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('booking_hosts')
    .values(
      [...new Set(userIds)].map((user_id) => ({
        booking_id: bookingId,
        user_id,
        busy_start: busy.start,
        busy_end: busy.end,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function hostIdsOfBooking(db: Db, bookingId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_hosts')
    .select('user_id')
    .where('booking_id', '=', bookingId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => Number(r.user_id));
}

/**
 * Updates a booking; with `expectedStatus`, only while it still has that status (a concurrent
 * change makes this return undefined instead of overwriting it).
 */
export async function updateBooking(
  db: Db,
  id: number,
  patch: BookingPatch,
  expectedStatus?: string,
): Promise<BookingRow | undefined> {
  let q = db.updateTable('bookings').set(patch).where('id', '=', id);
  if (expectedStatus !== undefined) q = q.where('status', '=', expectedStatus);
  return q.returningAll().executeTakeFirst();
}

/**
 * Moves a booking and its host rows to new times, only while it still has `expectedStatus`
 * (undefined when a concurrent change got there first). With `hostId`, its one host row goes to
 * that user (round robin).
 */
export async function moveBooking(
  db: Db,
  id: number,
  expectedStatus: string,
  patch: BookingPatch & { start_at: number; end_at: number; updated_at: number },
  busy: Interval,
  hostId?: number,
): Promise<BookingRow | undefined> {
  const row = await updateBooking(db, id, patch, expectedStatus);
  if (!row) return undefined;
  await db
    .updateTable('booking_hosts')
    .set({
      busy_start: busy.start,
      busy_end: busy.end,
      updated_at: patch.updated_at,
      ...(hostId === undefined ? {} : { user_id: hostId }),
    })
    .where('booking_id', '=', id)
    .execute();
  return row;
}

/** Deletes a booking; its hosts, meta and activity go with it (foreign-key cascade). */
export async function deleteBooking(db: Db, id: number): Promise<void> {
  await db.deleteFrom('bookings').where('id', '=', id).execute();
}

export async function upsertBookingMeta(
  db: Db,
  bookingId: number,
  entries: Readonly<Record<string, unknown>>,
  now: number,
): Promise<void> {
  const rows = Object.entries(entries).map(([meta_key, value]) => ({
    booking_id: bookingId,
    meta_key,
    value: JSON.stringify(value),
    created_at: now,
    updated_at: now,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('booking_meta')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['booking_id', 'meta_key']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function deleteBookingMeta(
  db: Db,
  bookingId: number,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('booking_meta')
    .where('booking_id', '=', bookingId)
    .where('meta_key', 'in', keys)
    .execute();
}

export async function listBookingMeta(
  db: Db,
  bookingIds: readonly number[],
): Promise<BookingMetaRow[]> {
  if (bookingIds.length === 0) return [];
  const [only] = bookingIds;
  if (bookingIds.length === 1) return (await metaOfBooking(db, { bookingId: only })).rows;
  return db.selectFrom('booking_meta').selectAll().where('booking_id', 'in', bookingIds).execute();
}

/** One booking's meta (a booking's answer), compiled once. */
const metaOfBooking = compileOnce<'bookingId', BookingMetaRow>((db, param) =>
  db.selectFrom('booking_meta').selectAll().where('booking_id', '=', param<number>('bookingId')),
);

export async function insertActivities(
  db: Db,
  rows: readonly NewBookingActivityRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('booking_activity').values(rows).execute();
}

/** Newest first. */
export async function listActivities(db: Db, bookingId: number): Promise<BookingActivityRow[]> {
  return db
    .selectFrom('booking_activity')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('id', 'desc')
    .execute();
}

/** Ids of scheduled bookings that ended before `before`, oldest first. */
export async function scheduledEndedBefore(
  db: Db,
  before: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('end_at', '<', before)
    .orderBy('end_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Marks those of `ids` still scheduled as completed; returns the ids this call changed. */
export async function completeScheduled(
  db: Db,
  ids: readonly number[],
  now: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('bookings')
    .set({ status: 'completed', updated_at: now })
    .where('id', 'in', ids)
    .where('status', '=', 'scheduled')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
