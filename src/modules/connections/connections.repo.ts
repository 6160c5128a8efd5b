/** Connections, their calendars, fetched objects and busy intervals. */
import type { Db } from '../../db/database.js';
import type {
  ConnectionCalendarRow,
  ConnectionRow,
  NewConnectionRow,
} from '../../db/tables-connections.js';
import type { Interval } from '../../domain/intervals.js';
import { isValidTimeZone } from '../../domain/time.js';

export async function insertConnection(db: Db, row: NewConnectionRow): Promise<ConnectionRow> {
  return db.insertInto('calendar_connections').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findConnection(db: Db, id: number): Promise<ConnectionRow | undefined> {
  return db.selectFrom('calendar_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listConnections(db: Db, userId: number): Promise<ConnectionRow[]> {
  return db
    .selectFrom('calendar_connections')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function updateConnection(db: Db, id: number, patch: Partial<ConnectionRow>) {
  await db.updateTable('calendar_connections').set(patch).where('id', '=', id).execute();
}

/**
 * Takes up to `limit` due connections for this process: each is moved on to `nextAt` only if
 * no other process moved it first, so one process wins each, and it is not due again (in any
 * process) before `nextAt`, which lies beyond the deadline of the sync that claimed it.
 */
export async function claimDue(
  db: Db,
  now: number,
  nextAt: number,
  limit = 20,
): Promise<ConnectionRow[]> {
  const due = await db
    .selectFrom('calendar_connections')
    .selectAll()
    .where('next_sync_at', '<=', now)
    .orderBy('next_sync_at')
    .limit(20)
    .execute();
  const claimed: ConnectionRow[] = [];
  for (const row of due) {
    if (claimed.length >= limit) break;
    const result = await db
      .updateTable('calendar_connections')
      .set({ next_sync_at: nextAt })
      .where('id', '=', row.id)
      .where('next_sync_at', '=', row.next_sync_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(row);
  }
  return claimed;
}

/** Moves the connection's next sync on to `at`, unless it is due later already. */
export async function postponeSync(db: Db, id: number, at: number): Promise<void> {
  await db
    .updateTable('calendar_connections')
    .set({ next_sync_at: at })
    .where('id', '=', id)
    .where('next_sync_at', '<', at)
    .execute();
}

export async function deleteConnection(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const calendars = await trx
      .selectFrom('connection_calendars')
      .select('id')
      .where('connection_id', '=', id)
      .execute();
    const ids = calendars.map((c) => c.id);
    if (ids.length > 0) {
      await trx.deleteFrom('external_busy').where('calendar_id', 'in', ids).execute();
      await trx.deleteFrom('connection_objects').where('calendar_id', 'in', ids).execute();
    }
    await trx.deleteFrom('connection_calendars').where('connection_id', '=', id).execute();
    await trx.deleteFrom('calendar_connections').where('id', '=', id).execute();
  });
}

export function calendarsOf(db: Db, connectionIds: number[]): Promise<ConnectionCalendarRow[]> {
  if (connectionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('connection_calendars')
    .selectAll()
    .where('connection_id', 'in', connectionIds)
    .orderBy('id')
    .execute();
}

/** Adds calendars not known yet and drops those the server no longer lists. */
export async function upsertCalendars(
  db: Db,
  connection: { id: number; user_id: number },
  found: { href: string; name: string; blocks?: boolean }[],
  now: number,
): Promise<void> {
  const known = await calendarsOf(db, [connection.id]);
  const hrefs = new Set(found.map((f) => f.href));
  for (const gone of known.filter((k) => !hrefs.has(k.href))) {
    await db.deleteFrom('external_busy').where('calendar_id', '=', gone.id).execute();
    await db.deleteFrom('connection_objects').where('calendar_id', '=', gone.id).execute();
    await db.deleteFrom('connection_calendars').where('id', '=', gone.id).execute();
  }
  for (const f of found) {
    const existing = known.find((k) => k.href === f.href);
    if (existing) {
      if (existing.name !== f.name) {
        await db
          .updateTable('connection_calendars')
          .set({ name: f.name, updated_at: now })
          .where('id', '=', existing.id)
          .execute();
      }
      continue;
    }
    await db
      .insertInto('connection_calendars')
      .values({
        connection_id: connection.id,
        user_id: connection.user_id,
        href: f.href,
        name: f.name,
        ...(f.blocks === false ? { blocks: 0 } : {}),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

export async function updateCalendar(
  db: Db,
  id: number,
  patch: Partial<Pick<ConnectionCalendarRow, 'blocks' | 'receives' | 'sync_token' | 'ctag'>>,
  now: number,
) {
  await db
    .updateTable('connection_calendars')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Only one calendar of a host receives bookings. */
export async function clearReceiving(db: Db, userId: number, now: number) {
  await db
    .updateTable('connection_calendars')
    .set({ receives: 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('receives', '=', 1)
    .execute();
}

export function objectEtags(db: Db, calendarId: number) {
  return db
    .selectFrom('connection_objects')
    .select(['href', 'etag'])
    .where('calendar_id', '=', calendarId)
    .execute();
}

export function objectsOf(db: Db, calendarId: number) {
  return db
    .selectFrom('connection_objects')
    .select(['data'])
    .where('calendar_id', '=', calendarId)
    .execute();
}

export async function saveObjects(
  db: Db,
  calendarId: number,
  objects: { href: string; etag: string | null; data: string }[],
  removed: string[],
): Promise<void> {
  const gone = [...removed, ...objects.map((o) => o.href)];
  for (let i = 0; i < gone.length; i += 200) {
    await db
      .deleteFrom('connection_objects')
      .where('calendar_id', '=', calendarId)
      .where('href', 'in', gone.slice(i, i + 200))
      .execute();
  }
  for (let i = 0; i < objects.length; i += 100) {
    const rows = objects.slice(i, i + 100).map((o) => ({ calendar_id: calendarId, ...o }));
    await db.insertInto('connection_objects').values(rows).execute();
  }
}

/** Replaces a calendar's busy intervals. */
export async function replaceBusy(
  db: Db,
  calendar: { id: number; user_id: number },
  intervals: Interval[],
): Promise<void> {
  await db.deleteFrom('external_busy').where('calendar_id', '=', calendar.id).execute();
  for (let i = 0; i < intervals.length; i += 200) {
    const rows = intervals.slice(i, i + 200).map((iv) => ({
      user_id: calendar.user_id,
      calendar_id: calendar.id,
      start_at: iv.start,
      end_at: iv.end,
    }));
    await db.insertInto('external_busy').values(rows).execute();
  }
}

export async function busyCounts(db: Db, calendarIds: number[]): Promise<Map<number, number>> {
  if (calendarIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('external_busy')
    .select(['calendar_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('calendar_id', 'in', calendarIds)
    .groupBy('calendar_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.calendar_id), Number(r.count)]));
}

/**
 * Deletes everything of a user who is being deleted: connections with their credentials,
 * calendars, objects and busy time, their feed, their pending write-backs and what was written
 * (the events already in their own calendar stay there: the credentials go with the user).
 */
export async function deleteConnectionsOf(trx: Db, userId: number): Promise<void> {
  const calendars = await trx
    .selectFrom('connection_calendars')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  const ids = calendars.map((c) => Number(c.id));
  if (ids.length > 0) {
    await trx.deleteFrom('connection_objects').where('calendar_id', 'in', ids).execute();
  }
  await trx.deleteFrom('external_busy').where('user_id', '=', userId).execute();
  await trx.deleteFrom('connection_calendars').where('user_id', '=', userId).execute();
  await trx.deleteFrom('calendar_connections').where('user_id', '=', userId).execute();
  await trx.deleteFrom('host_feeds').where('user_id', '=', userId).execute();
  await trx.deleteFrom('oauth_states').where('user_id', '=', userId).execute();
  await trx.deleteFrom('calendar_writebacks').where('user_id', '=', userId).execute();
  await trx.deleteFrom('written_events').where('user_id', '=', userId).execute();
}

/** A failed sync: its error, and since when syncs have failed (kept from the first failure). */
export async function recordSyncFailure(db: Db, id: number, attemptedAt: number, error: string) {
  await db
    .updateTable('calendar_connections')
    .set((eb) => ({
      last_attempt_at: attemptedAt,
      last_error: error,
      failing_since: eb.fn.coalesce('failing_since', eb.val(attemptedAt)),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Marks the connection's host as mailed about its failures when they began at `failedBefore` or
 * earlier and nobody mailed yet; true for the one caller that did (one process mails).
 */
export async function claimFailureMail(db: Db, id: number, failedBefore: number, now: number) {
  const result = await db
    .updateTable('calendar_connections')
    .set({ failure_mailed_at: now })
    .where('id', '=', id)
    .where('failure_mailed_at', 'is', null)
    .where('failing_since', '<=', failedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The host's time zone (UTC when unset or unknown): all-day events block its days. */
export async function hostZone(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('time_zone')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.time_zone && isValidTimeZone(row.time_zone) ? row.time_zone : 'UTC';
}
