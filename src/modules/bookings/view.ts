/** Loading what booking answers show, a fixed number of queries per page of bookings. */
import type { Db } from '../../db/database.js';
import type { BookingMetaRow, BookingRow } from '../../db/tables-bookings.js';
import { findCalendarsByIds, findEventsByIds } from '../calendars/index.js';
import { listMetaOf } from '../meta/index.js';
import { calendarMetaById, PROFILE_KEY } from '../calendars/index.js';
import type { BookingView } from './bookings.presenter.js';
import { listBookingMeta } from './bookings.repo.js';
import { parseJson } from '../../shared/json.js';
import { findUsersByIds } from '../users/index.js';

export function metaMap(rows: readonly BookingMetaRow[]): Map<number, Map<string, unknown>> {
  const byBooking = new Map<number, Map<string, unknown>>();
  for (const row of rows) {
    const id = Number(row.booking_id);
    let entry = byBooking.get(id);
    if (!entry) byBooking.set(id, (entry = new Map<string, unknown>()));
    entry.set(row.meta_key, parseJson<unknown>(row.value, null));
  }
  return byBooking;
}

export async function bookingViews(db: Db, rows: readonly BookingRow[]): Promise<BookingView[]> {
  if (rows.length === 0) return [];
  const calendarIds = [...new Set(rows.map((r) => r.calendar_id))];
  const [events, calendars, hosts, profiles, meta] = await Promise.all([
    findEventsByIds(db, [...new Set(rows.map((r) => r.event_id))]),
    findCalendarsByIds(db, calendarIds),
    findUsersByIds(
      db,
      rows.map((r) => r.host_user_id),
    ),
    listMetaOf(db, 'calendar', calendarIds, [PROFILE_KEY]).then(calendarMetaById),
    listBookingMeta(
      db,
      rows.map((r) => r.id),
    ).then(metaMap),
  ]);
  const eventById = new Map(events.map((e) => [e.id, e]));
  const calendarById = new Map(calendars.map((c) => [c.id, c]));
  return rows.map((row) => ({
    event: eventById.get(row.event_id),
    calendar: calendarById.get(row.calendar_id),
    host: hosts.get(row.host_user_id),
    avatar: profiles.get(row.calendar_id).profile.avatar,
    meta: meta.get(row.id) ?? new Map(),
  }));
}

export async function bookingView(db: Db, row: BookingRow): Promise<BookingView> {
  const [view] = await bookingViews(db, [row]);
  if (!view) throw new Error('booking view vanished');
  return view;
}
