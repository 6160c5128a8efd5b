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
