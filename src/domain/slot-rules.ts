/**
 * The rules one candidate slot must pass, shared by the slot list and by the re-check at booking
 * time so that both always agree. Built once per computation; each check is O(log n).
 */
import { availabilityBetween, dayCandidates, type Schedule } from './availability.js';
import { indexEventBookings, type EventBooking } from './event-bookings.js';
import { createIntervalSet, type Interval, type IntervalSet } from './intervals.js';
import { createLimitCheck, type LimitRules } from './limits.js';
import { addDays, localDateOf, MINUTE_MS } from './time.js';

/**
 * How far ahead guests may book, in the first host's zone:
 * - `rolling`: `days` calendar days counted from today, today included: the last bookable date
 *   is today + days - 1 (days = 1 means today only, 0 means nothing).
 * - `range`: local dates `start` to `end`, both included.
 * - `indefinite`: no limit.
 */
export type BookingWindow =
  | { kind: 'rolling'; days: number }
  | { kind: 'range'; start: string; end: string }
  | { kind: 'indefinite' };

export interface EventRules extends LimitRules {
  durationMinutes: number;
  /** Step between candidate starts; defaults to the duration. */
  slotIntervalMinutes?: number | null;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  bookingWindow: BookingWindow;
  /** `max_book_per_slot`: 1 for one-to-one events, more for group events. */
  capacity: number;
  displaySpots: boolean;
}

export interface Host {
  schedule: Schedule;
  /** The host's bookings on other events and any other blocked time. */
  busy: readonly Interval[];
}

/** Everything but the query; the first host's zone is the event's zone (window and limits). */
export interface BookingContext {
  event: EventRules;
  /** Every one must be free (collective events); the first one's schedule makes the grid. */
  hosts: readonly Host[];
  /**
   * Round robin: one of these takes each booking, so a slot needs one of them available and
   * free (their own bookings of this event included in `busy`). `hosts` then holds only the
   * event's schedule, with no busy time of its own.
   */
  pool?: readonly Host[] | undefined;
  /** Active bookings of this event (leave out the booking being rescheduled). */
  eventBookings: readonly EventBooking[];
  now: number;
}

export type RejectReason =
  'too_soon' | 'outside_window' | 'outside_availability' | 'conflict' | 'full' | 'limit_reached';

export type Verdict =
  | {
      ok: true;
      remaining: number;
      /** With a pool: the indexes of its hosts available and free for the slot, ascending. */
      free?: number[];
    }
  | { ok: false; reason: RejectReason };

export interface SlotRules {
  readonly hostZone: string;
  /** Bookable local dates of the first host (null = unbounded). */
  readonly firstDate: string | null;
  readonly lastDate: string | null;
  readonly earliestStart: number;
  /** Grid candidates of one local date of the first host. */
  candidates(date: string): Interval[];
  /** Notice and window checks alone (cheap, no availability needed). */
  timing(start: number, date: string): RejectReason | null;
  /** Every check; `date` is the first host's local date of `slot.start`. */
  judge(slot: Interval, date: string): Verdict;
}

export function bookingWindowDates(
  window: BookingWindow,
  timeZone: string,
  now: number,
): { firstDate: string | null; lastDate: string | null } {
  if (window.kind === 'range') return { firstDate: window.start, lastDate: window.end };
  if (window.kind === 'indefinite') return { firstDate: null, lastDate: null };
  return { firstDate: null, lastDate: addDays(localDateOf(timeZone, now), window.days - 1) };
}

export function firstHost(hosts: readonly Host[]): Host {
  const host = hosts[0];
  if (!host) throw new TypeError('A slot computation needs at least one host');
  return host;
}

function availabilityIn({ schedule }: Host, span: Interval): IntervalSet {
  const zone = schedule.timezone;
  const first = localDateOf(zone, span.start);
  return createIntervalSet(availabilityBetween(schedule, first, localDateOf(zone, span.end)));
}

/** The pool hosts available and free for a buffered slot: their indexes, or why there is none. */
function createPoolCheck(pool: readonly Host[], span: Interval) {
  const hosts = pool.map((h) => ({
    available: availabilityIn(h, span),
    busy: createIntervalSet(h.busy),
  }));
  return (start: number, end: number, from: number, to: number): number[] | RejectReason => {
    const available = hosts.filter((h) => h.available.contains(start, end));
    if (available.length === 0) return 'outside_availability';
    const free = hosts.flatMap((h, i) =>
      h.available.contains(start, end) && !h.busy.overlaps(from, to) ? [i] : [],
    );
    return free.length > 0 ? free : 'conflict';
  };
}

/** Conflict and capacity checks of one slot, past the timing checks. */
function createCapacityCheck(
  context: BookingContext,
  span: Interval,
  hostZone: string,
): (slot: Interval, date: string) => Verdict {
  const { event, hosts } = context;
  const group = event.capacity > 1;
  const bookings = indexEventBookings(context.eventBookings);
  // One-to-one events: this event's bookings block like any other busy time, except in a pool,
  // where each blocks only the host who took it (in that host's busy time).
  const busy = createIntervalSet([
    ...hosts.flatMap((h) => h.busy),
    ...(group || context.pool ? [] : context.eventBookings),
  ]);
  const others = hosts.slice(1).map((h) => availabilityIn(h, span));
  const poolCheck = context.pool && createPoolCheck(context.pool, span);
  const limitReached = createLimitCheck(hostZone, event, bookings);
  const before = event.bufferBeforeMinutes * MINUTE_MS;
  const after = event.bufferAfterMinutes * MINUTE_MS;
  return ({ start, end }, date) => {
    if (others.some((set) => !set.contains(start, end))) {
      return { ok: false, reason: 'outside_availability' };
    }
    const [from, to] = [start - before, end + after];
    if (busy.overlaps(from, to) || (group && bookings.overlapsOtherStart(start, from, to))) {
      return { ok: false, reason: 'conflict' };
    }
    const free = poolCheck?.(start, end, from, to);
    if (typeof free === 'string') return { ok: false, reason: free };
    const taken = group ? bookings.seatsAt(start) : 0;
    if (taken >= event.capacity) return { ok: false, reason: 'full' };
    // Joining an existing group adds no booking to any period, so limits only stop new groups.
    if (taken === 0 && limitReached(date, (end - start) / MINUTE_MS)) {
      return { ok: false, reason: 'limit_reached' };
    }
    return { ok: true, remaining: event.capacity - taken, ...(free ? { free } : {}) };
  };
}

/** `span` bounds the instants that will be judged (used for the other hosts' availability). */
export function createSlotRules(context: BookingContext, span: Interval): SlotRules {
  const { event, now } = context;
  const main = firstHost(context.hosts);
  const hostZone = main.schedule.timezone;
  const { firstDate, lastDate } = bookingWindowDates(event.bookingWindow, hostZone, now);
  const earliestStart = now + event.minimumNoticeMinutes * MINUTE_MS;
  const interval = event.slotIntervalMinutes || event.durationMinutes;
  const capacityCheck = createCapacityCheck(context, span, hostZone);

  const timing = (start: number, date: string): RejectReason | null => {
    if (start < earliestStart) return 'too_soon';
    if ((firstDate && date < firstDate) || (lastDate && date > lastDate)) return 'outside_window';
    return null;
  };
  const judge = (slot: Interval, date: string): Verdict => {
    const early = timing(slot.start, date);
    return early ? { ok: false, reason: early } : capacityCheck(slot, date);
  };
  const candidates = (date: string): Interval[] =>
    dayCandidates(main.schedule, date, event.durationMinutes, interval);
  return { hostZone, firstDate, lastDate, earliestStart, candidates, timing, judge };
}
