/**
 * A calendar's custom order of its events (FluentBooking's `event_order`, calendar meta): the
 * ids listed come first, in that order; events not listed (created later, or never ordered)
 * follow in the order they were created. Listings, the event pickers and the public calendar
 * page all show the events in this order.
 */
import type { Db } from '../../db/database.js';
import type { Principal } from '../../domain/policy.js';
import { validationFailed } from '../../errors.js';
import { parseJson } from '../../shared/json.js';
import { upsertMeta } from '../meta/index.js';
import { calendarFor } from './calendar-access.js';
import { listEventsOfCalendars } from './events/events.repo.js';

export const EVENT_ORDER_KEY = 'event_order';

/** The stored order: positive integer ids, each once. */
export function readEventOrder(value: string | undefined): number[] {
  const stored = parseJson<unknown>(value, []);
  if (!Array.isArray(stored)) return [];
  const ids = stored.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** `events` in the custom order; the unlisted ones after the listed, by id. */
export function orderEvents<T extends { id: number }>(
  events: readonly T[],
  order: readonly number[],
): T[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  const position = (e: T) => rank.get(e.id) ?? order.length;
  return [...events].sort((a, b) => position(a) - position(b) || a.id - b.id);
}

/** The order a calendar answer shows: the stored one, kept to the events it shows. */
export function answeredOrder(order: readonly number[], shown: readonly { id: number }[]) {
  const ids = new Set(shown.map((e) => e.id));
  return order.filter((id) => ids.has(id));
}

/**
 * `POST /calendars/{id}/event-order`: every id must be an event of this calendar; the order
 * replaces the stored one (an empty list goes back to the creation order).
 */
export async function saveEventOrder(
  db: Db,
  principal: Principal,
  calendarId: number,
  order: readonly number[],
  now: number,
): Promise<void> {
  const calendar = await calendarFor(db, principal, calendarId);
  const own = new Set((await listEventsOfCalendars(db, [calendar.id])).map((e) => e.id));
  const foreign = order.filter((id) => !own.has(id));
  if (foreign.length > 0) {
    throw validationFailed({
      event_order: {
        exists: `Not events of calendar ${calendar.id}: ${[...new Set(foreign)].join(', ')}.`,
      },
    });
  }
  await upsertMeta(db, 'calendar', calendar.id, EVENT_ORDER_KEY, [...new Set(order)], now);
}
