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
  hosts: readonly Host[];
  /** Active bookings of this event (leave out the booking being rescheduled). */
  eventBookings: readonly EventBooking[];
  now: number;
}

export type RejectReason =
  'too_soon' | 'outside_window' | 'outside_availability' | 'conflict' | 'full' | 'limit_reached';

export type Verdict = { ok: true; remaining: number } | { ok: false; reason: RejectReason };

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

function otherHostsAvailability(hosts: readonly Host[], span: Interval): IntervalSet[] {
  return hosts.slice(1).map(({ schedule }) => {
    const zone = schedule.timezone;
    const first = localDateOf(zone, span.start);
    return createIntervalSet(availabilityBetween(schedule, first, localDateOf(zone, span.end)));
  });
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
  // One-to-one events: this event's bookings block like any other busy time.
  const busy = createIntervalSet([
    ...hosts.flatMap((h) => h.busy),
    ...(group ? [] : context.eventBookings),
  ]);
  const others = otherHostsAvailability(hosts, span);
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
    const taken = group ? bookings.seatsAt(start) : 0;
    if (taken >= event.capacity) return { ok: false, reason: 'full' };
    // Joining an existing group adds no booking to any period, so limits only stop new groups.
    if (taken === 0 && limitReached(date, (end - start) / MINUTE_MS)) {
      return { ok: false, reason: 'limit_reached' };
    }
    return { ok: true, remaining: event.capacity - taken };
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
