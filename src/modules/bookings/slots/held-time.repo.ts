/**
 * The time bookings hold, read for the slot engine: each host's busy spans and the event's held
 * seats, by range scans of (key, start) indexes.
 */
import type { Db } from '../../../db/database.js';
import { readSpanList, spanList } from '../../../db/sql-helpers.js';
import { HOLDING_STATUSES } from '../../../domain/booking-status.js';
import type { Interval } from '../../../domain/intervals.js';

/**
 * No booking lasts longer than this (event durations are at most 1440 minutes), so "overlaps
 * [from, to)" is also "starts in [from - MAX, to)": a bounded range scan of a (key, start) index,
 * however many bookings came before. A host's busy span adds two buffers of at most as much.
 */
export const MAX_BOOKING_MS = 1440 * 60_000;
const MAX_BUSY_MS = 3 * MAX_BOOKING_MS;
/** The bookings a round-robin host is counted for: held ones and those that took place. */
const COUNTED_STATUSES = [...HOLDING_STATUSES, 'completed'];

export interface BusyQuery {
  hostIds: readonly number[];
  range: Interval;
  /** This event's bookings: left out for group events (they share seats, see eventBookingsIn). */
  eventId: number;
  includeEvent: boolean;
  /** The booking being moved, which must not block its own new time. */
  excludeBookingId?: number | undefined;
}

/** A span of busy time, with the booking or the synced calendar it comes from. */
export interface BusySpan extends Interval {
  bookingId?: number;
  calendarId?: number;
}

/** Time held by each host's bookings (buffers included) overlapping `range`, one text per host. */
export async function busyOfHosts(db: Db, q: BusyQuery): Promise<Map<number, BusySpan[]>> {
  const busy = new Map<number, BusySpan[]>(q.hostIds.map((id) => [id, []]));
  if (q.hostIds.length === 0) return busy;
  let query = db
    .selectFrom('booking_hosts as h')
    .innerJoin('bookings as b', 'b.id', 'h.booking_id')
    .select(['h.user_id', spanList(db, 'h.busy_start', 'h.busy_end', 'h.booking_id').as('spans')])
    .where('h.user_id', 'in', q.hostIds)
    .where('h.busy_start', '>', q.range.start - MAX_BUSY_MS)
    .where('h.busy_start', '<', q.range.end)
    .where('h.busy_end', '>', q.range.start)
    .where('b.status', 'in', HOLDING_STATUSES)
    .groupBy('h.user_id');
  if (!q.includeEvent) query = query.where('b.event_id', '!=', q.eventId);
  if (q.excludeBookingId !== undefined) query = query.where('b.id', '!=', q.excludeBookingId);
  for (const row of await query.execute()) {
    const spans = busy.get(Number(row.user_id));
    for (const [start, end, bookingId] of readSpanList(row.spans)) {
      spans?.push({ start, end, bookingId });
    }
  }
  return busy;
}

export interface HeldSeat {
  id: number;
  group_id: number | null;
  start_at: number;
  end_at: number;
}

/** The event's bookings that hold time and overlap `range`. */
export async function eventBookingsIn(
  db: Db,
  eventId: number,
  range: Interval,
  excludeBookingId?: number,
): Promise<HeldSeat[]> {
  let query = db
    .selectFrom('bookings')
    .select(['id', 'group_id', 'start_at', 'end_at'])
    .where('event_id', '=', eventId)
    .where('start_at', '>', range.start - MAX_BOOKING_MS)
    .where('start_at', '<', range.end)
    .where('end_at', '>', range.start)
    .where('status', 'in', HOLDING_STATUSES);
  if (excludeBookingId !== undefined) query = query.where('id', '!=', excludeBookingId);
  return query.execute();
}

/** Round robin: how many bookings of the event each of `hostIds` has starting in `range`. */
export async function eventBookingCounts(
  db: Db,
  eventId: number,
  hostIds: readonly number[],
  range: Interval,
  excludeBookingId?: number,
): Promise<Map<number, number>> {
  if (hostIds.length === 0) return new Map();
  let query = db
    .selectFrom('bookings as b')
    .innerJoin('booking_hosts as h', 'h.booking_id', 'b.id')
    .select(['h.user_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('b.event_id', '=', eventId)
    .where('b.start_at', '>=', range.start)
    .where('b.start_at', '<', range.end)
    .where('b.status', 'in', COUNTED_STATUSES)
    .where('h.user_id', 'in', hostIds)
    .groupBy('h.user_id');
  if (excludeBookingId !== undefined) query = query.where('b.id', '!=', excludeBookingId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.count)]));
}
