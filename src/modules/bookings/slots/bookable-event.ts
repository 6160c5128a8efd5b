/**
 * The event a slot lookup or a new booking is for: by public hash (anyone) or by id (signed-in
 * hosts and booking managers), and only while it accepts bookings.
 */
import type { Db } from '../../../db/database.js';
import { can, type Principal } from '../../../domain/policy.js';
import { AppError, forbidden, notFound } from '../../../errors.js';
import { readableCalendar } from '../../calendars/index.js';
import { loadEventForBooking, type EventForBooking } from '../../calendars/index.js';
import { findEventByHash } from '../../calendars/index.js';

/** Draft events take no bookings. */
export function assertAcceptsBookings(loaded: EventForBooking): void {
  if (loaded.event.status !== 'active' || loaded.calendar.status !== 'active') {
    throw new AppError(
      'validation',
      'event_not_accepting_bookings',
      'Sorry, the host is not accepting any new bookings at the moment.',
    );
  }
}

export async function eventByHash(db: Db, hash: string): Promise<EventForBooking> {
  const row = await findEventByHash(db, hash.toLowerCase());
  const loaded = row ? await loadEventForBooking(db, row.id) : undefined;
  if (!loaded) throw notFound('event', hash.toLowerCase());
  return loaded;
}

async function calendarReadable(db: Db, principal: Principal, calendarId: number) {
  try {
    await readableCalendar(db, principal, calendarId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return false;
    throw error;
  }
}

/**
 * The event by id, for callers who may see it: its hosts, booking managers, and those who may
 * read its calendar (else 404). With `write`, the caller must be allowed to book it (else 403).
 */
export async function eventForPrincipal(
  db: Db,
  principal: Principal,
  eventId: number,
  access: 'read' | 'write',
): Promise<EventForBooking> {
  const loaded = await loadEventForBooking(db, eventId);
  if (!loaded) throw notFound('event', eventId);
  const facts = { hostIds: loaded.hostIds, calendarId: loaded.calendar.id };
  const visible =
    can(principal, 'booking:read', facts) ||
    (await calendarReadable(db, principal, loaded.calendar.id));
  if (!visible) throw notFound('event', eventId);
  if (access === 'write' && !can(principal, 'booking:write', facts)) throw forbidden();
  return loaded;
}
