/** The few reads public pages make that no other module needs: lookups by slug. */
import type { Db } from '../db/database.js';
import type { CalendarRow, EventRow } from '../db/types.js';

export async function findCalendarBySlug(db: Db, slug: string): Promise<CalendarRow | undefined> {
  return db.selectFrom('calendars').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findEventBySlug(
  db: Db,
  calendarId: number,
  slug: string,
): Promise<EventRow | undefined> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('calendar_id', '=', calendarId)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** The calendar that had this slug before a rename (the latest, when several had it). */
export async function findRenamedCalendar(
  db: Db,
  oldSlug: string,
): Promise<CalendarRow | undefined> {
  return db
    .selectFrom('slug_redirects')
    .innerJoin('calendars', 'calendars.id', 'slug_redirects.calendar_id')
    .selectAll('calendars')
    .where('slug_redirects.old_slug', '=', oldSlug)
    .where('slug_redirects.event_id', 'is', null)
    .orderBy('slug_redirects.id', 'desc')
    .executeTakeFirst();
}

/** The event type of this calendar that had this slug before a rename. */
export async function findRenamedEvent(
  db: Db,
  calendarId: number,
  oldSlug: string,
): Promise<EventRow | undefined> {
  return db
    .selectFrom('slug_redirects')
    .innerJoin('events', 'events.id', 'slug_redirects.event_id')
    .selectAll('events')
    .where('slug_redirects.old_slug', '=', oldSlug)
    .where('slug_redirects.calendar_id', '=', calendarId)
    .where('events.calendar_id', '=', calendarId)
    .orderBy('slug_redirects.id', 'desc')
    .executeTakeFirst();
}
