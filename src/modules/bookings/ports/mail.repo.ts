/**
 * The reads behind a booking's e-mails, joined so the notifier's share of a change's locked
 * transaction is three statements: the booking with its event and calendar, its hosts with
 * their users, and its meta (bookings.repo.ts). A new booking needs none of them: its writer
 * hands over what it wrote (`WrittenBooking`).
 */
import type { Db } from '../../../db/database.js';

/** The booking row, its event's current title, description and settings, its calendar's title. */
export async function findBookingForMail(db: Db, bookingId: number) {
  return db
    .selectFrom('bookings as b')
    .leftJoin('events as e', 'e.id', 'b.event_id')
    .leftJoin('calendars as c', 'c.id', 'b.calendar_id')
    .selectAll('b')
    .select([
      'e.title as current_event_title',
      'e.description as event_description',
      'e.settings as event_settings',
      'c.id as found_calendar_id',
      'c.title as calendar_title',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}

/** The booking's hosts in id order, with their user fields (null for a deleted user). */
export async function listBookingHostUsers(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_hosts as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.user_id',
      'u.first_name',
      'u.last_name',
      'u.display_name',
      'u.email',
      'u.time_zone',
      'u.time_format',
      'u.date_order',
    ])
    .where('h.booking_id', '=', bookingId)
    .orderBy('h.user_id')
    .execute();
}
