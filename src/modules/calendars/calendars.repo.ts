import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/sql-helpers.js';
import type { CalendarPatch, CalendarRow, NewCalendarRow } from '../../db/types.js';

export interface CalendarFilter {
  /** Only calendars this user owns or is a team member of; null for every calendar. */
  readerId: number | null;
  /** Only these calendars (a restricted token's); undefined: no such limit. */
  within?: readonly number[] | undefined;
  search?: string;
  type?: string;
}

export async function findCalendarById(db: Db, id: number): Promise<CalendarRow | undefined> {
  return db.selectFrom('calendars').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findHostCalendarOfUser(
  db: Db,
  userId: number,
): Promise<CalendarRow | undefined> {
  return db
    .selectFrom('calendars')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', '=', 'simple')
    .executeTakeFirst();
}

export async function findCalendarsByIds(db: Db, ids: readonly number[]): Promise<CalendarRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('calendars').selectAll().where('id', 'in', ids).execute();
}

/** The host calendars of these users (each has at most one). */
export async function listHostCalendarsOfUsers(
  db: Db,
  userIds: readonly number[],
): Promise<CalendarRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('calendars')
    .selectAll()
    .where('user_id', 'in', userIds)
    .where('type', '=', 'simple')
    .execute();
}

/** Slugs equal to `base` or starting with `base-` (a superset is fine: callers match exactly). */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('calendars')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((r) => r.slug));
}

/**
 * Correlated EXISTS rather than `id IN (subquery)`: SQLite 3.53 fails with "internal query
 * planner error" on `(a OR id IN (...)) AND type = ?` next to the partial unique index on type.
 */
function filtered(db: Db, filter: CalendarFilter) {
  let q = db.selectFrom('calendars');
  if (filter.readerId !== null) {
    const reader = filter.readerId;
    q = q.where((eb) =>
      eb.or([
        eb('calendars.user_id', '=', reader),
        eb.exists(
          eb
            .selectFrom('events')
            .innerJoin('event_members', 'event_members.event_id', 'events.id')
            .select(sql.lit(1).as('one'))
            .whereRef('events.calendar_id', '=', 'calendars.id')
            .where('event_members.user_id', '=', reader),
        ),
      ]),
    );
  }
  if (filter.within) q = q.where('calendars.id', 'in', [...filter.within, 0]);
  if (filter.type) q = q.where('calendars.type', '=', filter.type);
  if (filter.search) {
    const text = filter.search;
    q = q.where((eb) =>
      eb.or([
        containsText(eb.ref('calendars.title'), text),
        eb.exists(
          eb
            .selectFrom('events')
            .select(sql.lit(1).as('one'))
            .whereRef('events.calendar_id', '=', 'calendars.id')
            .where((inner) => containsText(inner.ref('events.title'), text)),
        ),
      ]),
    );
  }
  return q;
}

export async function countCalendars(db: Db, filter: CalendarFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first, as FluentBooking lists them. */
export async function listCalendars(
  db: Db,
  filter: CalendarFilter & { offset: number; limit: number },
): Promise<CalendarRow[]> {
  return filtered(db, filter)
    .selectAll('calendars')
    .orderBy('calendars.created_at', 'desc')
    .orderBy('calendars.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

/** Undefined when the slug is taken (no error, so a transaction stays usable). */
export async function insertCalendarIfSlugFree(
  db: Db,
  row: NewCalendarRow,
): Promise<CalendarRow | undefined> {
  return db
    .insertInto('calendars')
    .values(row)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Undefined when another calendar already has the slug. */
export async function updateCalendarSlug(
  db: Db,
  id: number,
  slug: string,
  now: number,
): Promise<CalendarRow | undefined> {
  const taken = await db
    .selectFrom('calendars')
    .select('id')
    .where('slug', '=', slug)
    .where('id', '!=', id)
    .executeTakeFirst();
  if (taken) return undefined;
  return updateCalendar(db, id, { slug, updated_at: now });
}

export async function updateCalendar(
  db: Db,
  id: number,
  patch: CalendarPatch,
): Promise<CalendarRow> {
  return db
    .updateTable('calendars')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteCalendar(db: Db, id: number): Promise<void> {
  await db.deleteFrom('calendars').where('id', '=', id).execute();
}

/** The users behind calendars and events (author profiles), by id. */
