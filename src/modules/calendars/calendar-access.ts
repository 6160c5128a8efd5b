/**
 * CalendarPolicy, always from the ids in the path: a calendar the caller may
 * not read is a 404 like a missing one; one it may read but not change is a 403.
 */
import type { Db } from '../../db/database.js';
import type { CalendarRow, EventRow } from '../../db/types.js';
import { can, type Action, type Principal, type ResourceFacts } from '../../domain/policy.js';
import { forbidden, notFound } from '../../errors.js';
import { eventHostsOfCalendars, findEventById, memberIdsOfCalendar } from './events/events.repo.js';
import { findCalendarById } from './calendars.repo.js';

/** Owner and team members; the members are loaded only when they could matter. */
async function facts(db: Db, principal: Principal, row: CalendarRow): Promise<ResourceFacts> {
  const ownerOnly = { ownerId: row.user_id, calendarId: row.id };
  if (can(principal, 'calendar:read', ownerOnly)) return ownerOnly;
  return { ...ownerOnly, teamMemberIds: await memberIdsOfCalendar(db, row.id) };
}

/**
 * True when the principal may read every calendar (no per-calendar facts needed); never for a
 * token restricted to some calendars.
 */
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
  if (!can(principal, action, { ownerId: row.user_id, calendarId: row.id })) throw forbidden();
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

/** Who a calendar's team is: the members of any of its events, and each event's hosts. */
export interface CalendarTeam {
  /** Team members of the calendar's events (they may read the calendar). */
  memberIds: number[];
  /** Each event's owner and team members (they host its bookings). */
  eventHosts: Map<number, number[]>;
}

/** The teams of many calendars in one query (a calendar without events has none). */
export async function teamsOfCalendars(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CalendarTeam>> {
  const teams = new Map<number, CalendarTeam>();
  for (const row of await eventHostsOfCalendars(db, ids)) {
    const calendarId = Number(row.calendar_id);
    const team: CalendarTeam = teams.get(calendarId) ?? { memberIds: [], eventHosts: new Map() };
    teams.set(calendarId, team);
    const eventId = Number(row.event_id);
    const hosts = team.eventHosts.get(eventId) ?? [Number(row.owner_id)];
    team.eventHosts.set(eventId, hosts);
    if (row.member_id === null) continue;
    hosts.push(Number(row.member_id));
    if (!team.memberIds.includes(Number(row.member_id))) team.memberIds.push(Number(row.member_id));
  }
  return teams;
}
