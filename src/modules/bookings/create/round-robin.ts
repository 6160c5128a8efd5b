/**
 * Round robin: which of an event's pool hosts, free for a slot, takes a booking. FluentBooking's
 * rule: the one with the fewest bookings of this event on that day (the event's zone), then the
 * lowest id. A moved booking keeps its host when that host is free at the new time.
 */
import type { Db } from '../../../db/database.js';
import { addDays, localDateOf, startOfLocalDay } from '../../../domain/time.js';
import { conflict } from '../../../errors.js';
import { eventBookingCounts } from '../slots/index.js';

export interface PickQuery {
  eventId: number;
  /** Ids of the pool's hosts free for the slot (from `verifySlot`). */
  free: readonly number[];
  start: number;
  /** The event's zone: its day is the one counted. */
  zone: string;
  /** A moved booking's host: kept when free. */
  keep?: number;
  /** A moved booking, not counted. */
  excludeBookingId?: number;
}

export async function pickHost(trx: Db, q: PickQuery): Promise<number> {
  if (q.keep !== undefined && q.free.includes(q.keep)) return q.keep;
  const date = localDateOf(q.zone, q.start);
  const day = {
    start: startOfLocalDay(q.zone, date),
    end: startOfLocalDay(q.zone, addDays(date, 1)),
  };
  const counts = await eventBookingCounts(trx, q.eventId, q.free, day, q.excludeBookingId);
  let best: number | undefined;
  for (const id of q.free) {
    if (best === undefined || (counts.get(id) ?? 0) < (counts.get(best) ?? 0)) best = id;
  }
  // The slot check found a free host, or failed first.
  if (best === undefined) throw conflict('slot_unavailable', 'No host is free at that time.');
  return best;
}
