/**
 * Step (2) of the booking transaction: with the hosts locked, load only the bookings that can
 * matter for one start and ask the slot engine whether it is still bookable.
 */
import type { Db } from '../../../db/database.js';
import type { Interval } from '../../../domain/intervals.js';
import { MINUTE_MS } from '../../../domain/time.js';
import {
  bookingLoadRangesForStart,
  isSlotBookable,
  type EventRules,
  type LoadRanges,
  type RejectReason,
} from '../../../domain/slots.js';
import { conflict } from '../../../errors.js';
import type { EventForBooking } from '../../calendars/index.js';
import { externalBusyOf } from '../../connections/index.js';
import { busyOfHosts, eventBookingsIn, type HeldSeat } from './held-time.repo.js';
import { engineHosts, eventZone, type HostSchedule } from './event-hosts.js';

export interface SlotRequest {
  loaded: EventForBooking;
  hosts: readonly HostSchedule[];
  /** Round robin: the hosts one of whom takes the booking (see `eventHosts`). */
  pool: readonly HostSchedule[] | null;
  rules: EventRules;
  start: number;
  now: number;
  /** The booking being moved: its own time does not block it. */
  excludeBookingId?: number | undefined;
}

const REASONS: Readonly<Record<RejectReason, string>> = {
  too_soon: "is sooner than the event's minimum notice allows",
  outside_window: 'is outside the booking window',
  outside_availability: 'is not one of the start times the event offers',
  conflict: 'is no longer free',
  full: 'is fully booked',
  limit_reached: "would exceed the event's booking limits",
};

/**
 * What the engine needs to judge starts inside `ranges`: each host's busy time (their bookings
 * and the busy time synced from their calendar connections) and the event's held seats. One-to-one events read their own bookings as busy time (buffers included), so their
 * seats are loaded only when limits must count them.
 */
export async function loadHeld(db: Db, q: HeldQuery) {
  const { rules, ranges, eventId } = q;
  const oneToOne = rules.capacity <= 1;
  const countsSeats =
    !oneToOne || rules.frequencyLimits.length > 0 || rules.durationLimits.length > 0;
  const hostIds = (q.pool ?? q.hosts).map((h) => h.id);
  const [busy, seats, external] = await Promise.all([
    busyOfHosts(db, {
      hostIds,
      range: ranges.busy,
      eventId,
      includeEvent: oneToOne,
      excludeBookingId: q.excludeBookingId,
    }),
    countsSeats ? eventBookingsIn(db, eventId, ranges.eventBookings, q.excludeBookingId) : [],
    // Busy time synced from the hosts' own calendars blocks them like their other bookings.
    externalBusyOf(db, hostIds, ranges.busy),
  ]);
  for (const [id, intervals] of external) busy.get(id)?.push(...intervals);
  return {
    busy,
    seats,
    context: {
      event: rules,
      // With a pool, `hosts` is the owner lending the event's schedule: no busy time of its own.
      hosts: engineHosts(q.hosts, q.pool ? new Map() : busy),
      pool: q.pool ? engineHosts(q.pool, busy) : undefined,
      eventBookings: seats.map((s) => ({ start: s.start_at, end: s.end_at, seats: 1 })),
    },
  };
}

export interface HeldQuery {
  rules: EventRules;
  hosts: readonly HostSchedule[];
  pool: readonly HostSchedule[] | null;
  eventId: number;
  ranges: LoadRanges;
  excludeBookingId?: number | undefined;
}

/**
 * The event's seats held around `start`, and for round robin the ids of the pool's hosts free
 * for it (ascending); a 409 `slot_unavailable` when it cannot be booked.
 */
export async function verifySlot(
  trx: Db,
  r: SlotRequest,
): Promise<{ seats: HeldSeat[]; free: number[] }> {
  const ranges = bookingLoadRangesForStart(r.rules, eventZone(r.hosts), r.start);
  const { seats, context } = await loadHeld(trx, { ...r, eventId: r.loaded.event.id, ranges });
  const verdict = isSlotBookable({ ...context, now: r.now }, r.start);
  if (!verdict.ok) {
    const why = r.start < r.now ? 'is in the past' : REASONS[verdict.reason];
    throw conflict(
      'slot_unavailable',
      `This selected time slot ${why}. Please choose another time.`,
      { reason: verdict.reason },
    );
  }
  const pool = r.pool ?? [];
  const free = (verdict.free ?? []).flatMap((i) => pool[i]?.id ?? []);
  return { seats, free };
}

/** The group a new seat at `start` joins: the first booking's id there, or null for a new one. */
export function groupAt(seats: readonly HeldSeat[], start: number): number | null {
  const leader = seats.filter((s) => s.start_at === start).sort((a, b) => a.id - b.id)[0];
  return leader ? (leader.group_id ?? leader.id) : null;
}

/**
 * The time a booking holds its hosts: itself widened by its event's buffers. Stored with each
 * host, so another booking must leave both its own buffers and this one's free.
 */
export function heldSpan(rules: EventRules, start: number, end: number): Interval {
  return {
    start: start - rules.bufferBeforeMinutes * MINUTE_MS,
    end: end + rules.bufferAfterMinutes * MINUTE_MS,
  };
}
