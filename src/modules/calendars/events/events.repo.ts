import type { Db } from '../../../db/database.js';
import type { EventPatch, EventRow, NewEventRow } from '../../../db/types.js';

export async function findEventById(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The event behind a public booking page's `hash` (unique). */
export async function findEventByHash(db: Db, hash: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('hash', '=', hash).executeTakeFirst();
}

/** The columns listings show; the settings JSON stays in the database. */
export const EVENT_SUMMARY_COLUMNS = [
  'id',
  'hash',
  'calendar_id',
  'user_id',
  'title',
  'slug',
  'description',
  'status',
  'type',
  'event_type',
  'duration',
  'color_schema',
  'max_book_per_slot',
  'is_display_spots',
  'location_type',
] as const;
export type EventSummaryRow = Pick<EventRow, (typeof EVENT_SUMMARY_COLUMNS)[number]>;

export async function listEventSummariesOfCalendars(
  db: Db,
  calendarIds: readonly number[],
): Promise<EventSummaryRow[]> {
  if (calendarIds.length === 0) return [];
  return db
    .selectFrom('events')
    .select(EVENT_SUMMARY_COLUMNS)
    .where('calendar_id', 'in', calendarIds)
    .orderBy('id')
    .execute();
}

/** The events of these ids that still exist (a page of bookings names a few). */
export async function findEventsByIds(db: Db, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('events').selectAll().where('id', 'in', ids).execute();
}

export async function listEventsOfCalendars(
  db: Db,
  calendarIds: readonly number[],
): Promise<EventRow[]> {
  if (calendarIds.length === 0) return [];
  return db
    .selectFrom('events')
    .selectAll()
    .where('calendar_id', 'in', calendarIds)
    .orderBy('id')
    .execute();
}

export async function eventSlugsOfCalendar(db: Db, calendarId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('events')
    .select('slug')
    .where('calendar_id', '=', calendarId)
    .execute();
  return new Set(rows.map((r) => r.slug));
}

/** Undefined when the slug is taken in the calendar (no error, so a transaction stays usable). */
export async function insertEventIfSlugFree(
  db: Db,
  row: NewEventRow,
): Promise<EventRow | undefined> {
  return db
    .insertInto('events')
    .values(row)
    .onConflict((oc) => oc.columns(['calendar_id', 'slug']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateEvent(db: Db, id: number, patch: EventPatch): Promise<EventRow> {
  return db
    .updateTable('events')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEvents(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('events').where('id', 'in', ids).execute();
}

/** Replaces the team members of an event. */
export async function setEventMembers(
  db: Db,
  eventId: number,
  userIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('event_members').where('event_id', '=', eventId).execute();
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('event_members')
    .values(unique.map((user_id) => ({ event_id: eventId, user_id })))
    .execute();
}

/** Team member ids of every event of a calendar (they may read it). */
export async function memberIdsOfCalendar(db: Db, calendarId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_members')
    .innerJoin('events', 'events.id', 'event_members.event_id')
    .select('event_members.user_id')
    .where('events.calendar_id', '=', calendarId)
    .distinct()
    .execute();
  return rows.map((r) => Number(r.user_id));
}

/** The events of these calendars with their owner and each team member (null: none). */
export async function eventHostsOfCalendars(db: Db, calendarIds: readonly number[]) {
  if (calendarIds.length === 0) return [];
  return db
    .selectFrom('events')
    .leftJoin('event_members', 'event_members.event_id', 'events.id')
    .select([
      'events.id as event_id',
      'events.calendar_id',
      'events.user_id as owner_id',
      'event_members.user_id as member_id',
    ])
    .where('events.calendar_id', 'in', [...calendarIds])
    .execute();
}

/** Which of `eventIds` have `userId` as a team member. */
export async function eventIdsWithMember(
  db: Db,
  userId: number,
  eventIds: readonly number[],
): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('event_members')
    .select('event_id')
    .where('user_id', '=', userId)
    .where('event_id', 'in', eventIds)
    .execute();
  return new Set(rows.map((r) => Number(r.event_id)));
}

/** Which of `eventIds` `userId` hosts: as their owner or as a team member. */
export async function eventIdsHostedBy(
  db: Db,
  userId: number,
  eventIds: readonly number[],
): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('id', 'in', eventIds)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb(
          'id',
          'in',
          eb.selectFrom('event_members').select('event_id').where('user_id', '=', userId),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** Keeps the title of events about to be deleted on their bookings (which stay). */
export async function keepEventTitles(
  db: Db,
  events: readonly { id: number; title: string }[],
): Promise<void> {
  for (const event of events) {
    await db
      .updateTable('bookings')
      .set({ event_title: event.title })
      .where('event_id', '=', event.id)
      .execute();
  }
}
