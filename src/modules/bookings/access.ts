/**
 * MeetingPolicy, always from the booking id in the path: reading needs
 * `read_all_bookings`/`manage_all_bookings`/`manage_all_data` or being a host of the booking or
 * of its event; writing needs `manage_all_bookings`/`manage_all_data` or being such a host. A
 * booking the caller may not read is a 404 like a missing one; read-only is a 403 on writes.
 */
import type { Db } from '../../db/database.js';
import type { BookingRow } from '../../db/tables-bookings.js';
import { can, type Principal, type ResourceFacts } from '../../domain/policy.js';
import { forbidden, notFound } from '../../errors.js';
import { eventIdsHostedBy } from '../calendars/index.js';
import { findBookingById, hostIdsOfBooking } from './bookings.repo.js';

/**
 * The booking's hosts, and the principal too when it hosts the booking's event: as its owner
 * (whose round-robin bookings go to team members) or as a team member.
 */
async function facts(db: Db, principal: Principal, row: BookingRow): Promise<ResourceFacts> {
  const hostIds = [row.host_user_id, ...(await hostIdsOfBooking(db, row.id))];
  if (!hostIds.includes(principal.userId)) {
    const hosted = await eventIdsHostedBy(db, principal.userId, [row.event_id]);
    if (hosted.has(row.event_id)) hostIds.push(principal.userId);
  }
  return { hostIds, calendarId: row.calendar_id };
}

export async function readableBooking(
  db: Db,
  principal: Principal,
  id: number,
): Promise<BookingRow> {
  const row = await findBookingById(db, id);
  if (!row) throw notFound('booking', id);
  if (can(principal, 'booking:read', { calendarId: row.calendar_id })) return row;
  if (!can(principal, 'booking:read', await facts(db, principal, row))) {
    throw notFound('booking', id);
  }
  return row;
}

/** Whether the principal may read the booking (false for a missing one too). */
export async function mayReadBooking(db: Db, principal: Principal, id: number): Promise<boolean> {
  if (can(principal, 'booking:read')) return true;
  const row = await findBookingById(db, id);
  if (row === undefined) return false;
  if (can(principal, 'booking:read', { calendarId: row.calendar_id })) return true;
  return can(principal, 'booking:read', await facts(db, principal, row));
}

/** Readable (else 404) and writable (else 403). */
export async function writableBooking(
  db: Db,
  principal: Principal,
  id: number,
): Promise<BookingRow> {
  const row = await readableBooking(db, principal, id);
  if (can(principal, 'booking:write', { calendarId: row.calendar_id })) return row;
  if (!can(principal, 'booking:write', await facts(db, principal, row))) throw forbidden();
  return row;
}

/**
 * True when the principal reads every booking (listings need no host filter); never for a token
 * restricted to some calendars.
 */
export function readsAllBookings(principal: Principal): boolean {
  return can(principal, 'booking:read');
}
