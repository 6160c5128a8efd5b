/**
 * CalendarPolicy, always from the ids in the path: a calendar the caller may
 * not read is a 404 like a missing one; one it may read but not change is a 403.
 */
import type { Db } from '../../db/database.js';
import type { CalendarRow, EventRow } from '../../db/types.js';
import { can, type Action, type Principal, type ResourceFacts } from '../../domain/policy.js';
import { forbidden, notFound } from '../../errors.js';
import { findEventById, memberIdsOfCalendar } from './events/events.repo.js';
import { findCalendarById } from './calendars.repo.js';

/** Owner and team members; the members are loaded only when they could matter. */
async function facts(db: Db, principal: Principal, row: CalendarRow): Promise<ResourceFacts> {
  const ownerOnly = { ownerId: row.user_id };
  if (can(principal, 'calendar:read', ownerOnly)) return ownerOnly;
  return { ...ownerOnly, teamMemberIds: await memberIdsOfCalendar(db, row.id) };
}

/** True when the principal may read every calendar (no per-calendar facts needed). */
export function readsAllCalendars(principal: Principal): boolean {
  return can(principal, 'calendar:read');
}

export async function readableCalendar(
  db: Db,
  principal: Principal,
  id: number,
): Promise<CalendarRow> {
  const row = await findCalendarById(db, id);
  if (!row || !can(principal, 'calendar:read', await facts(db, principal, row))) {
    throw notFound('calendar', id);
  }
  return row;
}

/** Readable (else 404) and allowed to `action` (else 403). */
export async function calendarFor(
  db: Db,
  principal: Principal,
  id: number,
  action: Extract<Action, 'calendar:write' | 'calendar:delete'> = 'calendar:write',
): Promise<CalendarRow> {
  const row = await readableCalendar(db, principal, id);
  if (!can(principal, action, { ownerId: row.user_id })) throw forbidden();
  return row;
}

/** The event, which must belong to the calendar of the path (404 `event_not_found` otherwise). */
export async function eventOfCalendar(
  db: Db,
  calendar: CalendarRow,
  eventId: number,
): Promise<EventRow> {
  const event = await findEventById(db, eventId);
  if (!event || event.calendar_id !== calendar.id) throw notFound('event', eventId);
  return event;
}
